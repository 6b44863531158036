import AuthEngine
import Synchronization

/// A responder that answers challenges from a script and records every challenge it was given.
final class ScriptedResponder: ChallengeResponder {
    enum Answer: Sendable {
        case text(String)
        case cancel
    }

    enum Received: Equatable, Sendable {
        case createPin(previousError: PinPolicyViolation?)
        case pin(previousFailures: Int, remaining: Int)
        case browser(url: String)
        case customRegistration(code: String, status: CustomRegistrationStatus?)
        case biometric
        case password(previousAttemptFailed: Bool)
        case pushConfirmation(message: String)
        case oneTimePassword(requestId: String)
    }

    private let script: Mutex<[Answer]>
    private let log = Mutex<[Received]>([])
    private let progressLog = Mutex<[FlowProgress]>([])

    init(_ answers: [Answer]) {
        script = Mutex(answers)
    }

    /// Convenience: every string is an answer, in order.
    convenience init(answering answers: String...) {
        self.init(answers.map { .text($0) })
    }

    var received: [Received] { log.withLock { $0 } }
    /// The progress the flow reported, in order.
    var progressReported: [FlowProgress] { progressLog.withLock { $0 } }

    func progress(_ progress: FlowProgress) async {
        progressLog.withLock { $0.append(progress) }
    }
    var unusedAnswers: Int { script.withLock { $0.count } }

    func respond(to challenge: CreatePinChallenge) async -> ChallengeAnswer<Secret> {
        log.withLock { $0.append(.createPin(previousError: challenge.previousError)) }
        return next()
    }

    func respond(to challenge: PinChallenge) async -> ChallengeAnswer<Secret> {
        log.withLock {
            $0.append(
                .pin(
                    previousFailures: challenge.previousFailureCount,
                    remaining: challenge.remainingFailureCount))
        }
        return next()
    }

    func respond(to challenge: BrowserChallenge) async -> ChallengeAnswer<String> {
        log.withLock { $0.append(.browser(url: challenge.url)) }
        return nextText()
    }

    func respond(to challenge: CustomRegistrationChallenge) async -> ChallengeAnswer<String> {
        log.withLock {
            $0.append(.customRegistration(code: challenge.challengeCode, status: challenge.status))
        }
        return nextText()
    }

    /// Biometric answers are scripted as text: "recognised", "not recognised" or "use pin".
    func respond(to challenge: BiometricChallenge) async -> ChallengeAnswer<BiometricOutcome> {
        log.withLock { $0.append(.biometric) }
        switch nextText() {
        case .answer("recognised"): return .answer(.recognised)
        case .answer("use pin"): return .answer(.usePin)
        case .answer: return .answer(.notRecognised)
        case .cancel: return .cancel
        }
    }

    func respond(to challenge: PasswordChallenge) async -> ChallengeAnswer<Secret> {
        log.withLock { $0.append(.password(previousAttemptFailed: challenge.previousAttemptFailed)) }
        return next()
    }

    /// Push decisions are scripted as text: "accept" or anything else for deny.
    func respond(to challenge: PushConfirmationChallenge) async -> ChallengeAnswer<PushDecision> {
        log.withLock { $0.append(.pushConfirmation(message: challenge.request.message)) }
        switch nextText() {
        case .answer("accept"): return .answer(.accept)
        case .answer: return .answer(.deny)
        case .cancel: return .cancel
        }
    }

    func respond(to challenge: OneTimePasswordChallenge) async -> ChallengeAnswer<String> {
        log.withLock { $0.append(.oneTimePassword(requestId: challenge.request.id)) }
        return nextText()
    }

    private func next() -> ChallengeAnswer<Secret> {
        switch nextText() {
        case .answer(let text): return .answer(Secret(text))
        case .cancel: return .cancel
        }
    }

    private func nextText() -> ChallengeAnswer<String> {
        // Running out of script is end of input: a cancel, as the app treats it.
        let answer = script.withLock { $0.isEmpty ? .cancel : $0.removeFirst() }
        switch answer {
        case .text(let text): return .answer(text)
        case .cancel: return .cancel
        }
    }
}

/// A responder that passes every challenge to a scripted one; a double overrides only the
/// challenges it intercepts (such as the PIN, to hold a flow open).
protocol ForwardingResponder: ChallengeResponder {
    var forwardee: ScriptedResponder { get }
}

extension ForwardingResponder {
    func respond(to challenge: CreatePinChallenge) async -> ChallengeAnswer<Secret> {
        await forwardee.respond(to: challenge)
    }

    func respond(to challenge: PinChallenge) async -> ChallengeAnswer<Secret> {
        await forwardee.respond(to: challenge)
    }

    func respond(to challenge: BrowserChallenge) async -> ChallengeAnswer<String> {
        await forwardee.respond(to: challenge)
    }

    func respond(to challenge: CustomRegistrationChallenge) async -> ChallengeAnswer<String> {
        await forwardee.respond(to: challenge)
    }

    func respond(to challenge: BiometricChallenge) async -> ChallengeAnswer<BiometricOutcome> {
        await forwardee.respond(to: challenge)
    }

    func respond(to challenge: PasswordChallenge) async -> ChallengeAnswer<Secret> {
        await forwardee.respond(to: challenge)
    }

    func respond(to challenge: PushConfirmationChallenge) async -> ChallengeAnswer<PushDecision> {
        await forwardee.respond(to: challenge)
    }

    func respond(to challenge: OneTimePasswordChallenge) async -> ChallengeAnswer<String> {
        await forwardee.respond(to: challenge)
    }
}

/// Records why each biometric challenge was asked and answers from a script.
final class SensorReasonRecorder: ForwardingResponder {
    let inner: ScriptedResponder
    private let log = Mutex<[BiometricReason]>([])

    init(_ inner: ScriptedResponder) {
        self.inner = inner
    }

    var reasons: [BiometricReason] { log.withLock { $0 } }
    var forwardee: ScriptedResponder { inner }

    func respond(to challenge: BiometricChallenge) async -> ChallengeAnswer<BiometricOutcome> {
        log.withLock { $0.append(challenge.reason) }
        return await inner.respond(to: challenge)
    }
}
