import Interactors
import Synchronization
import TestSupport
import Testing

/// `--trace=mermaid`'s renderer, fed hops as the tracer hands them: what it draws for a session,
/// and that no text can break the diagram it writes.
@Suite("--trace=mermaid: the sequence diagram of a session")
struct MermaidTraceWriterTests {
    @Test("the text format writes each hop as before: `trace: <Module>: <From> -> <To>: <message>`")
    func textLinesAreUnchanged() {
        let output = Output()
        let tracer = Tracer { output.append($0) }  // the text tracer, written as before

        tracer.hop(.view, .presenter, in: "Dashboard", "didChoose(idtoken)")
        tracer.note(.router, in: "Router", "moved on")

        #expect(
            output.text == "trace: Dashboard: View -> Presenter: didChoose(idtoken)"
                + "trace: Router: Router: moved on")
    }

    @Test("a screen's stretch is a rect named for its module; typed lines are the person's; replies dashed")
    func drawsAScreen() {
        let (writer, output) = Self.makeSUT()
        let tracer = Tracer.handingHops(to: writer.record)

        tracer.hop(.view, .presenter, in: "Welcome", "didChoose(login)")
        tracer.hop(.presenter, .interactor, in: "Welcome", "startLogin()")
        tracer.hop(.interactor, .engine, in: "Engine", "POST /v1/auth/login/start")
        tracer.hop(.engine, .interactor, in: "Engine", "200 for POST /v1/auth/login/start")
        tracer.hop(.interactor, .presenter, in: "Welcome", "PIN requested")
        tracer.hop(.presenter, .router, in: "Welcome", "welcomeDidStartLogin()")
        tracer.hop(.router, .view, in: "Router", "welcome --> pinChallenge: pinRequested")
        tracer.hop(.view, .presenter, in: "PinChallenge", "didEnter(5 characters, hidden)")
        writer.finish()

        #expect(
            output.text == """
                sequenceDiagram
                    actor Person
                    participant View
                    participant Presenter
                    participant Interactor
                    participant Router
                    participant Engine
                    rect rgba(120, 160, 255, 0.15)
                        Note over View,Router: Welcome
                        Person->>View: login
                        View->>Presenter: didChoose(login)
                        Presenter->>Interactor: startLogin()
                        Interactor->>Engine: POST /v1/auth/login/start
                        Engine-->>Interactor: 200 for POST /v1/auth/login/start
                        Interactor-->>Presenter: PIN requested
                        Presenter->>Router: welcomeDidStartLogin()
                        Router->>View: welcome --#62; pinChallenge#58; pinRequested
                    end
                    rect rgba(160, 160, 160, 0.15)
                        Note over View,Router: PinChallenge
                        Person->>View: 5 characters, hidden
                        View->>Presenter: didEnter(5 characters, hidden)
                    end

                """)
        #expect(MermaidSequenceGrammar.problems(in: output.text) == [])
    }

    @Test("the same hop back to back is one arrow with its count")
    func foldsRepeats() {
        let (writer, output) = Self.makeSUT()

        for _ in 1...3 { writer.record(Self.hop("Dashboard", .presenter, .view, "showLines(1 lines)")) }
        writer.record(Self.hop("Dashboard", .presenter, .view, "ask(\"Choose\")"))
        writer.finish()

        #expect(output.lines.contains("        Presenter->>View: showLines(1 lines) (×3)"))
        #expect(output.lines.contains("        Presenter->>View: ask(\"Choose\")"))
        #expect(MermaidSequenceGrammar.problems(in: output.text) == [])
    }

    @Test("with --server, a request crosses to the Server lane and its status comes back from it")
    func drawsTheServer() {
        let (writer, output) = Self.makeSUT(throughServer: true)

        writer.record(Self.hop("Engine", .interactor, .engine, "GET /v1/auth/me"))
        writer.record(Self.hop("Engine", .engine, .interactor, "200 for GET /v1/auth/me"))
        writer.record(Self.hop("Engine", .interactor, .engine, "POST /v1/auth/refresh"))
        writer.record(Self.hop("Engine", .engine, .interactor, "unreachable for POST /v1/auth/refresh"))
        writer.finish()

        #expect(output.lines.contains("    participant Server"))
        #expect(
            Array(output.lines.suffix(7)) == [
                "    Interactor->>Engine: GET /v1/auth/me",
                "    Engine->>Server: GET /v1/auth/me",
                "    Server-->>Engine: 200 for GET /v1/auth/me",
                "    Engine-->>Interactor: 200 for GET /v1/auth/me",
                "    Interactor->>Engine: POST /v1/auth/refresh",
                "    Engine->>Server: POST /v1/auth/refresh",
                "    Engine-->>Interactor: unreachable for POST /v1/auth/refresh",
            ])
        #expect(MermaidSequenceGrammar.problems(in: output.text) == [])
    }

    @Test("finish writes the counted arrow and the end once; the closing text follows each hop")
    func finishClosesOnce() {
        let output = Output()
        let closing = Output()
        let writer = MermaidTraceWriter(throughServer: false, write: output.append, closing: closing.replace)

        writer.record(Self.hop("Dashboard", .presenter, .view, "ask(\"Choose\")"))
        let closingWhileAsking = closing.text
        writer.finish()
        writer.finish()
        writer.record(Self.hop("Dashboard", .view, .presenter, "didChoose(quit)"))

        #expect(closingWhileAsking == "        Presenter->>View: ask(\"Choose\")\n    end\n")
        #expect(closing.text == "")
        #expect(output.text.hasSuffix("Presenter->>View: ask(\"Choose\")\n    end\n"))
        #expect(!output.text.contains("quit"))
        #expect(MermaidSequenceGrammar.problems(in: output.text) == [])
    }

    @Test(
        "a module's name or a message cannot break the diagram or add a line to it",
        arguments: [
            "Ada; Person->>Router: injected", "#35; not a code", "a: b", "%% a comment", "%%{init: {}}%%",
            "line<br>break", "first\nend\nView->>View: injected", "end", "R&D <b>", "\u{202E}reversed\r",
            "back\\slash `tick`",
        ])
    func hostileTextIsEscaped(text: String) {
        let (writer, output) = Self.makeSUT()

        writer.record(Self.hop(text, .view, .presenter, "didChoose(\(text))"))
        writer.record(Self.hop("Dashboard", .presenter, .interactor, text))
        writer.record(TraceHop(module: "Dashboard", from: .interactor, to: nil, message: text))
        writer.finish()

        #expect(MermaidSequenceGrammar.problems(in: output.text) == [])
        // Head (7), the first screen (rect, note, 2 arrows), the second (end, rect, note, arrow, note), end.
        #expect(output.lines.count == 7 + 4 + 5 + 1)
        #expect(
            MermaidSequenceGrammar.labels(in: output.text) == [
                text, text, "didChoose(\(text))", "Dashboard", text, text,
            ])
    }

    @Test("the grammar check refuses what Mermaid would refuse or misread")
    func grammarCatchesBrokenDiagrams() {
        let head = "sequenceDiagram\n    participant View\n    participant Presenter\n"

        let problems = [
            head + "    View->>Router: undeclared\n",
            head + "    rect rgb(1, 2, 3)\n    View->>Presenter: open\n",
            head + "    end\n",
            head + "    View->>Presenter: a; Presenter->>View: b\n",
            head + "    View->>Presenter: #not a code\n",
            head + "    View->>Presenter: 50%% done\n",
            head + "    View->>Presenter: a<br>b\n",
            head + "    Note over Router: undeclared\n",
            head + "    View->>Presenter\n",
            "graph TD\n",
            head + "    View->>Presenter: no newline at the end",
        ].map { MermaidSequenceGrammar.problems(in: $0) }

        #expect(problems.allSatisfy { !$0.isEmpty }, "\(problems)")
        #expect(MermaidSequenceGrammar.problems(in: head + "    View->>Presenter: a#59; b#35;\n") == [])
        #expect(!MermaidSequenceGrammar.problems(in: head + "    rect rgba(1, 2, 3, 7)\n    end\n").isEmpty)
    }

    // MARK: Helpers

    private static func makeSUT(throughServer: Bool = false) -> (MermaidTraceWriter, Output) {
        let output = Output()
        return (MermaidTraceWriter(throughServer: throughServer, write: output.append), output)
    }

    private static func hop(_ module: String, _ from: Layer, _ to: Layer, _ message: String) -> TraceHop {
        TraceHop(module: module, from: from, to: to, message: message)
    }
}

/// What a writer wrote, collected across threads.
private final class Output: Sendable {
    private let written = Mutex("")

    func append(_ text: String) { written.withLock { $0 += text } }
    func replace(_ text: String) { written.withLock { $0 = text } }
    var text: String { written.withLock { $0 } }
    var lines: [String] { text.split(separator: "\n").map(String.init) }
}
