/// Hex helpers for writing vectors as they appear in the standards.
extension Array where Element == UInt8 {
    init(hex: String) {
        precondition(hex.count.isMultiple(of: 2), "hex needs an even number of digits")
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            bytes.append(UInt8(hex[index..<next], radix: 16)!)
            index = next
        }
        self = bytes
    }

    var hex: String {
        map { byte in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }
}

func utf8(_ text: String) -> [UInt8] { Array(text.utf8) }
