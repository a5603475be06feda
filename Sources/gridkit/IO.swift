import Foundation

/// File and stream access for the CLI (the library itself does no I/O).
enum FileOutput {
    static func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    static func read(_ path: String) throws -> Data {
        path == "-" ? FileHandle.standardInput.readDataToEndOfFile() : try Data(contentsOf: URL(fileURLWithPath: path))
    }

    static func printError(_ message: String) {
        FileHandle.standardError.write(Data(("gridkit: " + message + "\n").utf8))
    }

    static func printOut(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
