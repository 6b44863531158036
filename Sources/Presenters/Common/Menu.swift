/// A numbered list of choices that accepts the number or the keyword of one.
///
/// Presenters build menus of their own action enums and hand them to their views, which print the
/// items and ask them as a `Question` (`choosing(from:)`), so a line that names no item gets the
/// same message and re-prompt everywhere. A command that reads its own lines (the browser's pages)
/// matches one with `action(for:)`.
package struct Menu<Action: Equatable & Sendable>: Equatable, Sendable {
    /// One entry of a menu.
    package struct Item: Equatable, Sendable {
        /// What the choice does.
        package let action: Action
        /// The word that selects it, such as `login`; matched without regard to case.
        package let keyword: String
        /// What the person reads, such as `Log in`.
        package let title: String

        /// Creates an item.
        package init(_ action: Action, keyword: String, title: String) {
            self.action = action
            self.keyword = keyword
            self.title = title
        }
    }

    /// The choices, in the order they are numbered (from 1).
    package let items: [Item]

    /// Creates a menu of `items`.
    package init(_ items: [Item]) {
        self.items = items
    }

    /// The action whose number or keyword is `line` (surrounding spaces ignored), or nil.
    package func action(for line: String) -> Action? {
        let input = line.trimmingWhitespace()
        // Compared before subtracting: a typed -9223372036854775808 must not overflow `number - 1`.
        if let number = Int(input), number >= 1, number <= items.count {
            return items[number - 1].action
        }
        let lowered = input.lowercased()
        return items.first { $0.keyword.lowercased() == lowered }?.action
    }

    /// The message for a line that matches nothing.
    package var unknownChoiceMessage: String {
        let keyword = items.first?.keyword ?? ""
        guard items.count > 1 else { return "Please type 1 or \"\(keyword)\"." }
        return "Please choose 1–\(items.count), or type a keyword such as \"\(keyword)\"."
    }
}
