/// The checks every incoming message passes before its grammar is looked at.
enum SCRAMMessageInput {
    /// Refuses oversized input first, so a hostile peer cannot make us scan megabytes.
    static func validated(_ bytes: [UInt8], maximumByteCount: Int) throws(SCRAMError) -> [UInt8] {
        guard bytes.count <= maximumByteCount else {
            throw .messageTooLarge(byteCount: bytes.count, maximumByteCount: maximumByteCount)
        }
        guard String(validating: bytes, as: UTF8.self) != nil else { throw .notUTF8 }
        return bytes
    }

    /// A `String` is already valid UTF-8; only its size needs checking.
    static func validated(_ text: String, maximumByteCount: Int) throws(SCRAMError) -> [UInt8] {
        let byteCount = text.utf8.count
        guard byteCount <= maximumByteCount else {
            throw .messageTooLarge(byteCount: byteCount, maximumByteCount: maximumByteCount)
        }
        return Array(text.utf8)
    }
}
