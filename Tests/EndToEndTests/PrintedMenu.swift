import Foundation

/// A menu as the app printed it (`  1) Show ID token  [idtoken]`, one line per choice), read back
/// from the output, so a test can name a choice by its keyword and never by its number, and say
/// what the app answers a line that matches no choice.
struct PrintedMenu: Equatable {
    /// One printed choice.
    struct Item: Equatable {
        let number: Int
        let title: String
        let keyword: String
    }

    let items: [Item]

    /// The first menu printed after `marker` in `output`; nil when there is none.
    init?(in output: String, after marker: String) {
        guard let start = output.range(of: marker) else { return nil }
        let lines = output[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
        let menu = lines.drop { Self.item(in: $0) == nil }.prefix { Self.item(in: $0) != nil }
        guard !menu.isEmpty else { return nil }
        items = menu.compactMap(Self.item(in:))
    }

    /// The keywords, in the order they are numbered.
    var keywords: [String] { items.map(\.keyword) }

    /// What the app says to a line that is no number or keyword of this menu.
    var unknownChoiceMessage: String {
        "! Please choose 1–\(items.count), or type a keyword such as \"\(items[0].keyword)\"."
    }

    /// `  3) App details  [app]` read as an item; nil for any other line.
    private static func item(in line: Substring) -> Item? {
        guard line.hasPrefix("  "), let parenthesis = line.firstIndex(of: ")"),
            let number = Int(line[line.index(line.startIndex, offsetBy: 2)..<parenthesis]),
            line.hasSuffix("]"), let bracket = line.range(of: "  [", options: .backwards)
        else { return nil }
        let title = line[line.index(after: parenthesis)..<bracket.lowerBound].dropFirst()
        let keyword = line[bracket.upperBound..<line.index(before: line.endIndex)]
        return Item(number: number, title: String(title), keyword: String(keyword))
    }
}
