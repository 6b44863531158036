/// The question a view asks next: its label and whether the answer must be read with echo off.
public struct Prompt: Equatable, Sendable {
    /// What the person sees before the cursor, such as `PIN`.
    public let label: String
    /// True for PINs and passwords: read with echo off on a terminal, never printed.
    public let isSecret: Bool

    /// A prompt for visible text.
    public static func text(_ label: String) -> Prompt { Prompt(label: label, isSecret: false) }

    /// A prompt for a PIN or password.
    public static func secret(_ label: String) -> Prompt { Prompt(label: label, isSecret: true) }

    /// The prompt of a menu: the number or keyword of a choice.
    public static let choice = Prompt.text("Choose")
}
