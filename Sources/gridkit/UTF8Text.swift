// Text from bytes that must be valid UTF-8, without `String(validating:as:)`, which
// the standard library offers only from macOS 15 / iOS 18 on: the package supports
// macOS 13 (Package.swift `platforms:`).

extension String {
    /// `bytes` as text when they are valid UTF-8; nil otherwise (no replacement
    /// characters: decoding repairs invalid bytes, so repaired text differs from them).
    init?(utf8Bytes bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.elementsEqual(bytes) else { return nil }
        self = text
    }
}
