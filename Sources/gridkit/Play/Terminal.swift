// The terminal for `gridkit play`: raw mode, size, ANSI output, and restoring the
// terminal on exit, on Ctrl-C and on crash signals.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal state to restore. A signal handler cannot capture context, so the
/// saved settings live here, the one global of the CLI (the library has none).
nonisolated(unsafe) private var savedSettings = termios()
nonisolated(unsafe) private var isRaw = false

/// Leaves raw mode, shows the cursor and leaves the alternate screen. Safe to call
/// from a signal handler (only write(2) and tcsetattr(3)).
private func restoreTerminal() {
    guard isRaw else { return }
    isRaw = false
    let reset = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
    _ = reset.utf8CString.withUnsafeBufferPointer { write(STDOUT_FILENO, $0.baseAddress, $0.count - 1) }
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedSettings)
}

/// write(2) under a name the `Terminal.write` method does not shadow (Glibc or Darwin).
private func writeToStandardOutput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
    write(STDOUT_FILENO, bytes, count)
}

enum Terminal {
    /// Whether both standard input and output are terminals.
    static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

    /// Columns and rows, or nil when the size cannot be read.
    static var size: (columns: Int, rows: Int)? {
        var w = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &w) == 0, w.ws_col > 0, w.ws_row > 0 else { return nil }
        return (Int(w.ws_col), Int(w.ws_row))
    }

    /// Raw mode on the alternate screen; signals that end the program restore the
    /// terminal first.
    static func enterRawMode() {
        tcgetattr(STDIN_FILENO, &savedSettings)
        var raw = savedSettings
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        raw.c_oflag &= ~tcflag_t(OPOST)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
        isRaw = true
        for sig in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGABRT, SIGFPE, SIGTRAP] {
            signal(sig) { s in
                restoreTerminal()
                signal(s, SIG_DFL)
                raise(s)
            }
        }
        write("\u{1B}[?1049h\u{1B}[?25l")
    }

    static func leaveRawMode() { restoreTerminal() }

    static func write(_ text: String) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let n = writeToStandardOutput(base + offset, buffer.count - offset)
                if n <= 0 { return }
                offset += n
            }
        }
    }

    enum Key: Equatable {
        case character(Character)
        case up, down, left, right, backspace, interrupt, end, other
    }
}

/// Keys from standard input, one at a time, however many arrive in one read.
struct KeyReader {
    private var pending: [UInt8] = []

    /// The next key, waiting at most `milliseconds` for input (nil when none came).
    mutating func next(timeout milliseconds: Int32) -> Terminal.Key? {
        if pending.isEmpty {
            var fds = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            guard poll(&fds, 1, milliseconds) > 0 else { return nil }
            var buffer = [UInt8](repeating: 0, count: 64)
            let n = buffer.withUnsafeMutableBufferPointer { read(STDIN_FILENO, $0.baseAddress, 64) }
            guard n > 0 else { return .end }
            pending = Array(buffer[0..<n])
        }
        let b = pending.removeFirst()
        if b == 0x1B, pending.count >= 2, pending[0] == UInt8(ascii: "[") {
            let code = pending[1]
            pending.removeFirst(2)
            switch code {
            case UInt8(ascii: "A"): return .up
            case UInt8(ascii: "B"): return .down
            case UInt8(ascii: "C"): return .right
            case UInt8(ascii: "D"): return .left
            default: return .other
            }
        }
        if b == 0x03 { return .interrupt }
        if b == 0x7F || b == 0x08 { return .backspace }
        return b < 0x80 ? .character(Character(Unicode.Scalar(b))) : .other
    }
}
