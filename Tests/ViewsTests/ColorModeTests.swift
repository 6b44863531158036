import Testing
import Views

@Suite("Colour is decided once: --no-color, then NO_COLOR, then TERM=dumb, then a terminal")
struct ColorModeTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let noColorFlag: Bool
        let environment: [String: String]
        let outputIsTerminal: Bool
        let expected: ColorMode
        let testDescription: String
    }

    static let cases: [Case] = [
        Case(
            noColorFlag: false, environment: [:], outputIsTerminal: true, expected: .enabled,
            testDescription: "a terminal with nothing said is coloured"),
        Case(
            noColorFlag: false, environment: [:], outputIsTerminal: false, expected: .disabled,
            testDescription: "a pipe is plain"),
        Case(
            noColorFlag: true, environment: ["TERM": "xterm-256color"], outputIsTerminal: true,
            expected: .disabled, testDescription: "the flag wins over a colour terminal"),
        Case(
            noColorFlag: false, environment: ["NO_COLOR": "1", "TERM": "xterm"], outputIsTerminal: true,
            expected: .disabled, testDescription: "NO_COLOR wins over a colour terminal"),
        Case(
            noColorFlag: false, environment: ["NO_COLOR": ""], outputIsTerminal: true, expected: .enabled,
            testDescription: "an empty NO_COLOR does not count"),
        Case(
            noColorFlag: false, environment: ["TERM": "dumb"], outputIsTerminal: true, expected: .disabled,
            testDescription: "TERM=dumb wins over a terminal"),
        Case(
            noColorFlag: false, environment: ["TERM": "xterm"], outputIsTerminal: false, expected: .disabled,
            testDescription: "a colour TERM does not colour a pipe"),
        Case(
            noColorFlag: true, environment: ["NO_COLOR": "", "TERM": "dumb"], outputIsTerminal: false,
            expected: .disabled, testDescription: "every reason at once is still plain"),
    ]

    @Test("resolves each combination as documented", arguments: cases)
    func resolves(_ example: Case) {
        let mode = ColorMode.resolve(
            noColorFlag: example.noColorFlag, environment: example.environment,
            outputIsTerminal: example.outputIsTerminal)

        #expect(mode == example.expected)
    }
}
