extension String {
    /// True when the text is exactly `count` characters, each an ASCII digit 0 to 9: the shape of a
    /// PIN or a one-time code. Other digits (Arabic-Indic, full-width) are refused, since no server
    /// check would accept them.
    func isASCIIDigits(count: Int) -> Bool {
        utf8.count == count && utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
}
