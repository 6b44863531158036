import Interactors
import Testing

// The presenter tests' doubles are written one way, as Essential Feed's spies are (docs/TESTING.md
// is the reference: each mock's answers, the shared fixtures, one test walked through):
//
// - A view or router spy (`<Module>ViewSpy`, `<Module>RouterSpy`) records what the presenter tells
//   it as `messages: [Message]`, and answers nothing a test varies. `SessionEndSpy` is one too: it
//   stands for both ends of the session-end policy, so their order is one record.
// - An interactor mock (`<Module>InteractorMock`) records every call, with its arguments, as
//   `calls: [Call]`, and gives every answer from a `Script`: one property per kind of answer, set
//   by the test before it acts. A script left empty means the story expects no such call; a mock
//   scripts `.always` only an answer any story would give (a logout that goes through, a PIN that
//   breaks no rule). Only what no call varies is a constant (the clock, the app's `--home`).
//
// The two names say which double answers: a presenter sends its view and router messages one way,
// and calls its interactor for an answer. Every double is `@MainActor`, as the presenters are, so a
// record is a plain array a test reads without `await`; the few synchronous interactor
// requirements, which a presenter calls on the main actor, reach it through
// `MainActor.assumeIsolated`. Tests assert the whole sequence a double recorded, so a call added,
// lost or reordered fails them.

/// What an interactor mock answers, call after call. A presenter awaits its interactor, so a test
/// cannot answer a pending call (as Essential Feed's `complete(with:at:)` does); it scripts the
/// answers before the presenter runs.
///
/// `[a, b]` answers the first call with `a` and the second with `b`; a third call records an issue
/// (the presenter asked more than the story scripted) and gets `Answer.unscripted`, so the run goes
/// on to report it. `.always(a)` answers every call with `a`: for what a story does not vary, such
/// as the session a menu checks before each choice.
package struct Script<Answer: ScriptedAnswer>: ExpressibleByArrayLiteral {
    private var answers: [Answer]
    private let repeats: Bool

    /// A value with what its arguments give.
    package init(arrayLiteral answers: Answer...) {
        self.init(answers)
    }

    /// The answers of as many calls, in order.
    package init(_ answers: [Answer]) {
        self.answers = answers
        repeats = false
    }

    private init(repeating answer: Answer) {
        answers = [answer]
        repeats = true
    }

    /// `answer` for every call.
    package static func always(_ answer: Answer) -> Script {
        Script(repeating: answer)
    }

    /// The answer to this call of `method` (the mock's method that asks, by default).
    package mutating func next(for method: String = #function) -> Answer {
        if repeats { return answers[0] }
        guard !answers.isEmpty else {
            Issue.record("\(method) was called more often than scripted")
            return .unscripted
        }
        return answers.removeFirst()
    }
}

/// An answer a mock can give a call its script has no answer for, after recording the issue: what
/// the real interactor gives when nothing is in progress, so the presenter goes on.
package protocol ScriptedAnswer {
    static var unscripted: Self { get }
}

extension Result: ScriptedAnswer where Failure == AppError {
    /// What an unscripted call gets.
    package static var unscripted: Result { .failure(.cancelled) }
}

extension Optional: ScriptedAnswer {
    /// What an unscripted call gets.
    package static var unscripted: Optional { nil }
}

extension Bool: ScriptedAnswer {
    /// What an unscripted call gets.
    package static var unscripted: Bool { false }
}

extension Array: ScriptedAnswer {
    /// What an unscripted call gets.
    package static var unscripted: Array { [] }
}

extension LogoutOutcome: ScriptedAnswer {
    /// What an unscripted call gets.
    package static var unscripted: LogoutOutcome { .alreadyLoggedOut }
}

extension PushHandlingStart: ScriptedAnswer {
    /// What an unscripted call gets.
    package static var unscripted: PushHandlingStart { .failed(.cancelled) }
}

extension PushStep: ScriptedAnswer {
    /// What an unscripted call gets.
    package static var unscripted: PushStep { .failed(.cancelled) }
}

extension PinEntryStep: ScriptedAnswer {
    /// What an unscripted call gets.
    package static var unscripted: PinEntryStep { .failed(.cancelled) }
}

extension NewPinStep: ScriptedAnswer {
    /// What an unscripted call gets.
    package static var unscripted: NewPinStep { .failed(.cancelled) }
}

extension RegistrationStep: ScriptedAnswer {
    /// What an unscripted call gets.
    package static var unscripted: RegistrationStep { .failed(.cancelled) }
}
