import Interactors
import Testing

/// A failure message that compares two secrets shows `<secret: 4 characters, 1f0c9a3e>`: the
/// length and the first 4 bytes of an HMAC-SHA256 under a key drawn once per test run. Two
/// different PINs print differently, the same PIN prints the same within a run, and neither can be
/// read back: the key is random and never printed, so a digest cannot be checked against a guess.
extension SecretInput: CustomTestStringConvertible {
    /// The per-run key; 32 random bytes.
    package static let testDigestKey: [UInt8] = (0..<32).map { _ in UInt8.random(in: .min ... .max) }

    /// The call, each secret by its test description.
    package var testDescription: String {
        let digest = digest(key: Self.testDigestKey).prefix(4)
        let hex = digest.map { String($0, radix: 16).leftPadded(to: 2) }.joined()
        return "<secret: \(count) characters, \(hex)>"
    }
}

/// A mock's call, described with each secret in it shown by its test description, where Swift's
/// own description would print `<redacted>` for every one. It is the call's `description`, so a
/// failure that compares arrays of calls (`interactor.calls == […]`) prints it too.
package protocol DescribesSecretsForTest: CustomStringConvertible, CustomTestStringConvertible, Equatable {
    /// The cases without a payload, with their names: a custom description replaces the one that
    /// would have named them.
    static var casesWithoutPayload: [(Self, String)] { get }
}

extension DescribesSecretsForTest {
    /// The call, each secret by its test description.
    package var description: String {
        if let name = Self.casesWithoutPayload.first(where: { $0.0 == self })?.1 { return name }
        guard let payload = Mirror(reflecting: self).children.first else { return "(a case without a name)" }
        return (payload.label ?? "") + SecretsForTest.describePayload(payload.value)
    }

    /// The call, each secret by its test description.
    package var testDescription: String { description }
}

/// How `DescribesSecretsForTest` walks a call's payload.
package enum SecretsForTest {
    /// `value`, a `SecretInput` by its test description, an enum as `case(label: value, …)`.
    package static func describe(_ value: Any) -> String {
        if let secret = value as? SecretInput { return secret.testDescription }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .enum:
            guard let payload = mirror.children.first else { return String(describing: value) }
            return (payload.label ?? "") + describePayload(payload.value)
        case .tuple:
            return describePayload(value)
        default:
            return String(describing: value)
        }
    }

    /// `payload` in parentheses: a tuple's elements with their labels, or the one value.
    package static func describePayload(_ payload: Any) -> String {
        let mirror = Mirror(reflecting: payload)
        guard mirror.displayStyle == .tuple else { return "(" + describe(payload) + ")" }
        let parts = mirror.children.map { child in
            let label = child.label.map { $0.hasPrefix(".") ? "" : $0 + ": " } ?? ""
            return label + describe(child.value)
        }
        return "(" + parts.joined(separator: ", ") + ")"
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
