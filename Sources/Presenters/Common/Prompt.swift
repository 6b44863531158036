/// The question a view asks next: its label, whether the answer must be read with echo off, and
/// the longest answer the field takes.
package struct Prompt: Equatable, Sendable {
    /// The longest line most fields take, in characters: longer than any name, email address,
    /// password or code the app asks for, short enough to refuse a pasted page at once.
    package static let defaultMaximumLength = 256

    /// What the person sees before the cursor, such as `PIN`.
    package let label: String
    /// True for PINs and passwords: read with echo off on a terminal, never printed.
    package let isSecret: Bool
    /// The most characters an answer may have; a longer line is refused at the field.
    package let maximumLength: Int

    /// A prompt for visible text of at most `maximumLength` characters.
    package static func text(_ label: String, maximumLength: Int = defaultMaximumLength) -> Prompt {
        Prompt(label: label, isSecret: false, maximumLength: maximumLength)
    }

    /// A prompt for a PIN or password of at most `maximumLength` characters.
    package static func secret(_ label: String, maximumLength: Int = defaultMaximumLength) -> Prompt {
        Prompt(label: label, isSecret: true, maximumLength: maximumLength)
    }

    /// The prompt of a menu: the number or keyword of a choice.
    package static let choice = Prompt.text("Choose")
}
