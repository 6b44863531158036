import Testing

/// A view hands its presenter the person's intent, never the line typed: no presenter takes a line
/// (`didSubmit(_ line:)`), and every module's `…Presenting` protocol refines `ScreenPresenting` and
/// names what a person can do on its screen.
@Suite("Presenters take intents, not lines")
struct PresenterIntentRulesTests {
    @Test("no file under Sources/Presenters declares or calls didSubmit(_ line:)")
    func noLineEntryPoint() throws {
        let offending = try PackageSources.swiftFiles(of: "Presenters")
            .flatMap { file in Self.lineEntryPoints(in: file.text).map { "\(file.path):\($0)" } }

        #expect(offending.isEmpty, "\(offending.joined(separator: "\n"))")
    }

    @Test("every screen's …Presenting protocol refines ScreenPresenting and names at least one intent")
    func eachScreenNamesItsIntents() throws {
        let screens = try PackageSources.swiftFiles(of: "Views").compactMap { Self.screenModule(in: $0.text) }
        let presenters = try PackageSources.swiftFiles(of: "Presenters").map(\.text).joined(separator: "\n")

        #expect(screens.count >= 11, "the eleven screens are found: \(screens)")
        for module in screens {
            let body = Self.presentingProtocol(of: module, in: presenters)
            #expect(
                body?.contains("Presenting: ScreenPresenting") == true,
                "\(module)Presenting refines ScreenPresenting")
            #expect(
                ["func didChoose(", "func didEnter(", "func didGoBack(", "func didCancel("]
                    .contains { body?.contains($0) == true },
                "\(module)Presenting names what a person can do on its screen")
        }
    }

    @Test("the checker finds a planted line entry point, however it is spaced")
    func plantedLineEntryPointIsFound() {
        let source = """
            package protocol WelcomePresenting: ScreenPresenting {
                func didChoose(_ action: WelcomeAction) async
                func didSubmit(_ line: String) async
            }
            func didSubmit( _  line : String) {}
            """

        #expect(Self.lineEntryPoints(in: source) == [3, 5])
    }

    /// The numbers of the lines of `text`, from 1, that declare `didSubmit(_ line:`.
    static func lineEntryPoints(in text: String) -> [Int] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let squeezed = line.filter { !$0.isWhitespace }
            return squeezed.contains("didSubmit(_line:") ? index + 1 : nil
        }
    }

    /// The module whose screen `text` declares (`final class WelcomeView<…>: ModuleView<…>`), or
    /// nil.
    static func screenModule(in text: String) -> String? {
        guard let range = text.range(of: "final class "),
            let declaration = text[range.upperBound...].split(separator: "\n").first,
            declaration.contains(": ModuleView<")
        else { return nil }
        return String(declaration.prefix { $0 != "<" && $0 != ":" }.dropLast("View".count))
    }

    /// The declaration of `module`'s `…Presenting` protocol in `text`, up to its closing brace.
    static func presentingProtocol(of module: String, in text: String) -> String? {
        guard let start = text.range(of: "package protocol \(module)Presenting:"),
            let end = text[start.lowerBound...].range(of: "\n}")
        else { return nil }
        return String(text[start.lowerBound..<end.upperBound])
    }
}
