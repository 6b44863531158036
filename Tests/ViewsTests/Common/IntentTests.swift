import Presenters
import Testing
import Views

/// How a view reads a line at a question: the one mapping every module's view uses.
@Suite("The intent a line carries at a question")
struct IntentTests {
    private static let menu = Question.choosing(
        from: Menu([
            .init("login", keyword: "login", title: "Log in"), .init("quit", keyword: "quit", title: "Quit"),
        ]))

    @Test(
        "a menu takes the number or the keyword, case and surrounding spaces ignored",
        arguments: [
            ("1", "login"), ("login", "login"), (" LOGIN ", "login"), ("2", "quit"), ("\tQuit", "quit"),
        ])
    func menuChoices(line: String, choice: String) {
        #expect(Self.menu.intent(for: line) == .choose(choice, name: choice))
    }

    @Test(
        "a menu refuses anything else, the empty line and numbers out of range included",
        arguments: [
            "", "  ", "0", "3", "-1", "log in", "1.5", "-9223372036854775808", "99999999999999999999",
        ])
    func menuRefuses(line: String) {
        #expect(Self.menu.intent(for: line) == nil)
    }

    @Test("an empty line goes back, cancels, or is the field's empty text, as the question says")
    func emptyLine() {
        #expect(Question<Never>.field(.text("Email"), emptyLine: .goBack).intent(for: "") == .goBack)
        #expect(Question<Never>.field(.secret("PIN"), emptyLine: .cancel).intent(for: " ") == .cancel)
        #expect(
            Question<Never>.field(.secret("Confirm"), emptyLine: .likeAnyLine).intent(for: "") == .enter(""))
    }

    @Test("a field's text is handed over as typed, spaces and all")
    func fieldText() {
        #expect(
            Question<Never>.field(.secret("PIN"), emptyLine: .cancel).intent(for: " 24680")
                == .enter(" 24680"))
    }

    @Test("words choose without numbers; with text taken, any other line is the text")
    func words() {
        let confirm = Question(
            prompt: .text("Confirm"), answers: [.init("yes", words: ["disconnect"])], takesText: true,
            emptyLine: .cancel)
        #expect(confirm.intent(for: " Disconnect ") == .choose("yes", name: "disconnect"))
        #expect(confirm.intent(for: "1") == .enter("1"))
        #expect(confirm.intent(for: "") == .cancel)
    }

    @Test("answers by number alone are named by their number")
    func numbersOnly() {
        let question = Question(
            prompt: .text("Number"), answers: [.init(10, words: []), .init(20, words: [])], isNumbered: true,
            emptyLine: .goBack, refusal: "Please type 1 or 2.")
        #expect(question.intent(for: "2") == .choose(20, name: "2"))
        #expect(question.intent(for: "twenty") == nil)
    }

    @Test(
        "a numbered list asked at a prompt of its own names a choice by its number, keeping its words off the trace"
    )
    func listNamedByNumber() {
        let profiles = Question.choosing(
            from: Menu([
                .init(0, keyword: "lin@example.org", title: "Lin Example"),
                .init(1, keyword: "sam@example.org", title: "Sam Other"),
            ]),
            prompt: .text("Profile"), emptyLine: .goBack)
        #expect(profiles.intent(for: " SAM@example.org ") == .choose(1, name: "2"))
        #expect(profiles.intent(for: "1") == .choose(0, name: "1"))
    }
}
