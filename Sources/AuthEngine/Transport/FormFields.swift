/// Name–value pairs as a query string or an `application/x-www-form-urlencoded` body carries them
/// (`a=1&b=two+words`), decoded, in order, repeats kept.
package struct FormFields: Sendable, Equatable {
    /// Why a query or form body could not be read.
    package enum ParseError: Error, Equatable, Sendable {
        /// The pair at this position (from 0) has a `%` not followed by two hex digits, or does not
        /// decode to UTF-8.
        case badEncoding(pairIndex: Int)
    }

    /// The decoded pairs, in order; a name without `=` has an empty value.
    package let pairs: [(name: String, value: String)]

    /// No pairs.
    package init() {
        pairs = []
    }

    /// Pairs given already decoded.
    package init(_ pairs: [(name: String, value: String)]) {
        self.pairs = pairs
    }

    /// Decodes `text` (without its `?`); empty pieces (`a=1&&b=2`, a trailing `&`) carry nothing and
    /// are skipped, as browsers do.
    ///
    /// `&` and `=` are found as bytes, as every other reader of forms finds them: an `&` followed
    /// by a combining mark is one `Character` that is not `&`, but it ends the pair all the same.
    package init(parsing text: some StringProtocol) throws(ParseError) {
        var pairs: [(name: String, value: String)] = []
        for (index, piece) in text.utf8.split(separator: UInt8(ascii: "&")).enumerated() {
            let pair = piece.split(
                separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = PercentEncoding.decode(bytes: pair[0]),
                let value = pair.count == 2 ? PercentEncoding.decode(bytes: pair[1]) : ""
            else { throw .badEncoding(pairIndex: index) }
            pairs.append((name, value))
        }
        self.pairs = pairs
    }

    /// True when there is no pair.
    package var isEmpty: Bool { pairs.isEmpty }

    /// The first value named `name`.
    package subscript(name: String) -> String? {
        pairs.first { $0.name == name }?.value
    }

    /// Every value named `name`, in order.
    package func values(named name: String) -> [String] {
        pairs.filter { $0.name == name }.map(\.value)
    }

    /// The encoded form, every name and value percent-encoded.
    package var encoded: String {
        pairs.map { PercentEncoding.encode($0.name) + "=" + PercentEncoding.encode($0.value) }
            .joined(separator: "&")
    }

    /// Pairs compare equal when they hold the same names and values in the same order.
    package static func == (lhs: FormFields, rhs: FormFields) -> Bool {
        lhs.pairs.elementsEqual(rhs.pairs) { $0.name == $1.name && $0.value == $1.value }
    }
}
