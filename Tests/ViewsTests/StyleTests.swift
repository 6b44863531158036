import Testing
import Views

@Suite("Style decorates text only when colour is on")
struct StyleTests {
    struct Decoration: Sendable, CustomTestStringConvertible {
        let name: String
        let code: String
        let apply: @Sendable (Style, String) -> String
        var testDescription: String { name }
    }

    static let decorations = [
        Decoration(name: "title", code: "1") { $0.title($1) },
        Decoration(name: "success", code: "32") { $0.success($1) },
        Decoration(name: "warning", code: "33") { $0.warning($1) },
        Decoration(name: "error", code: "31") { $0.error($1) },
        Decoration(name: "dim", code: "2") { $0.dim($1) },
    ]

    @Test("each helper returns the text unchanged when colour is off", arguments: decorations)
    func plainWhenOff(_ decoration: Decoration) {
        #expect(decoration.apply(Style(mode: .disabled), "Hello") == "Hello")
    }

    @Test("each helper wraps the text in its escape and a reset when colour is on", arguments: decorations)
    func escapedWhenOn(_ decoration: Decoration) {
        #expect(
            decoration.apply(Style(mode: .enabled), "Hello") == "\u{1B}[\(decoration.code)mHello\u{1B}[0m")
    }

    @Test("the escape helper gives nothing when colour is off and the escape when on")
    func escapeIsEmptyWhenOff() {
        #expect(Style.plain.escape("1") == "")
        #expect(Style(mode: .enabled).escape("1") == "\u{1B}[1m")
    }
}
