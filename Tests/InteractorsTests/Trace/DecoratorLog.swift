import Interactors

/// What an interactor decorator test saw, in order: each hop the decorator wrote, and each call
/// that reached the mock behind it, read from the mock's own record as each hop is written.
@MainActor
final class DecoratorLog<Call: Equatable> {
    enum Entry: Equatable {
        case hop(String)
        case call(Call)
    }

    private var recorded: [Entry] = []
    private var callsSeen = 0
    private let calls: @MainActor () -> [Call]

    /// A log of the hops of a decorator over a mock whose record `calls` reads.
    init(calls: @escaping @MainActor () -> [Call]) {
        self.calls = calls
    }

    /// Every entry so far.
    var entries: [Entry] {
        catchUp()
        return recorded
    }

    /// Only the hops.
    var hops: [String] {
        entries.compactMap {
            guard case .hop(let line) = $0 else { return nil }
            return line
        }
    }

    /// The hops of `module`, written into this log; the decorators run on the test's main actor.
    func trace(_ module: String) -> ModuleTrace? {
        ModuleTrace(
            Tracer { [self] line in
                MainActor.assumeIsolated {
                    catchUp()
                    recorded.append(.hop(line))
                }
            }, module: module)
    }

    private func catchUp() {
        let all = calls()
        recorded += all.dropFirst(callsSeen).map(Entry.call)
        callsSeen = all.count
    }
}

/// Values the decorator tests hand through, as an interactor would answer them.
enum TraceFixtures {
    static let session = UserSession(
        owner: .profile("prf_ada"), fullName: "Ada Lovelace", email: "ada@example.org", roleName: "Teacher",
        schoolName: "Northfield Primary", academicUnitName: "Year 5", permissions: [],
        expiresAt: 1_900_000_000)
    static let idToken = IdToken(claims: ["sub": .string("usr_ada"), "email": .string("ada@example.org")])
    static let newPinRequest = NewPinRequest(
        rules: PinRules(
            requiredLength: 5, maximumSimilarDigits: 2, forbidsSequences: true, refusesCommonPins: true),
        previousProblem: nil)
    static let request = PushRequest(
        id: "psh_1", profileId: "prf_ada", message: "Sign in to the library", isOneTimePassword: false,
        createdAt: 1_800_000_000, expiresAt: 1_800_000_300)
}
