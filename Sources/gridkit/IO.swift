import GridKitDocument
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(fd, buffer, count) }
private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { write(fd, buffer, count) }

/// File and stream access for the CLI (the library itself does no I/O), on the
/// POSIX calls so that every failure has a reason in plain words and output is
/// written as it is made.
enum FileOutput {
    /// Why a file could not be read or written, in plain words ("no such file").
    struct Failure: Error {
        let reason: String
    }

    /// The plain words for `errno` values a user can cause.
    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EISDIR: "is a directory"
        case EACCES, EPERM: "permission denied"
        case ENOTDIR: "a part of the path is not a directory"
        case ENOSPC: "no space left on the device"
        case EROFS: "read-only file system"
        case ENAMETOOLONG: "the name is too long"
        case ELOOP: "too many symbolic links"
        default: String(cString: strerror(code)).lowercased()
        }
    }

    /// Writes `text` to `path` whole (created or truncated).
    static func write(_ text: String, to path: String) throws(Failure) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw Failure(reason: reason(errno)) }
        defer { close(fd) }
        var bytes = Array(text.utf8)
        let ok = bytes.withUnsafeMutableBytes { writeAll(fd, $0.baseAddress, $0.count) }
        guard ok else { throw Failure(reason: reason(errno)) }
    }

    /// Reads a whole file, or standard input for `-`. A directory is refused up front.
    /// - Parameter limit: the most bytes accepted; more is refused rather than read.
    static func read(_ path: String, limit: Int) throws(Failure) -> [UInt8] {
        let fd = path == "-" ? 0 : open(path, O_RDONLY)
        guard fd >= 0 else { throw Failure(reason: reason(errno)) }
        defer { if fd != 0 { close(fd) } }
        var info = stat()
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { throw Failure(reason: reason(EISDIR)) }
        var data: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { posixRead(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw Failure(reason: reason(errno))
            }
            if n == 0 { break }
            guard data.count + n <= limit else { throw Failure(reason: "larger than \(limit / 1_048_576) MB") }
            data.append(contentsOf: chunk[0..<n])
        }
        return data
    }

    /// True when standard input is a terminal (a person typing, not a pipe or a file).
    static var standardInputIsTerminal: Bool { isatty(0) == 1 }

    /// Prints one error line: control characters in the message are escaped, so a
    /// newline in a value or a path can never make it two lines.
    static func printError(_ message: String) {
        var bytes = Array(("gridkit: " + oneLine(message) + "\n").utf8)
        _ = bytes.withUnsafeMutableBytes { writeAll(2, $0.baseAddress, $0.count) }
    }

    /// Writes to standard output. A reader that has gone away (a closed pipe, as with
    /// `| head -1`) ends the program quietly with status 0: the reader asked for no more.
    static func printOut(_ text: String) {
        var bytes = Array(text.utf8)
        let ok = bytes.withUnsafeMutableBytes { writeAll(1, $0.baseAddress, $0.count) }
        if !ok {
            if errno == EPIPE { exit(0) }
            printError("cannot write the output: \(reason(errno))")
            exit(1)
        }
    }

    private static func writeAll(_ fd: Int32, _ base: UnsafeMutableRawPointer?, _ count: Int) -> Bool {
        guard let base else { return true }
        var done = 0
        while done < count {
            let n = posixWrite(fd, base + done, count - done)
            if n < 0 {
                if errno == EINTR { continue }
                return false
            }
            done += n
        }
        return true
    }
}

/// `text` on one line: newlines, tabs and other control characters written as
/// escapes (`\n`, `\t`, `\u{1B}`), everything else as it is (the document reader's
/// rule, `escapingControls`, so the CLI and the reader escape alike).
func oneLine(_ text: String) -> String { escapingControls(text) }
