/// What the loopback listener answers each request, and what it hands the flow: the decisions
/// alone, with no socket, so each rule is tested on plain values.
///
/// The rules (RFC 8252 §7.3 and §8.3, RFC 6749 §10.12): only `GET` of the exact redirect path
/// (byte for byte: no decoding, no trailing slash) is read; only a matching `state` makes the
/// request this sign-in's answer, and only the first such request is handed on. Anything else gets
/// the 400 page and the wait goes on: a request without this sign-in's `state` can come from any
/// program on the machine or any web page the browser has open, and letting it end the wait would
/// let it cancel the person's sign-in. A request that carries the matching `state` ends the wait
/// whatever else it says, since only the browser that was sent to the provider knows that `state`.
package struct LoopbackRedirectGate: Sendable {
    /// What the gate decided about one request.
    package enum Decision: Sendable, Equatable {
        /// The request is this sign-in's answer: the wait ends with this outcome.
        case handOn(LoopbackRedirectOutcome)
        /// The request is refused; the wait goes on (or has ended already).
        case refuse(LoopbackRefusal)
    }

    /// Where a gate stands.
    private enum Phase {
        case waiting
        case answered
        case closed
    }

    /// The redirect URI's path, such as `/callback`.
    package let path: String
    private let expectedState: String
    private var phase = Phase.waiting

    /// A gate for the redirect to `path` carrying `expectedState`.
    package init(path: String, expectedState: String) {
        self.path = path
        self.expectedState = expectedState
    }

    /// Decides about `request` and returns the page to answer it with.
    package mutating func answer(_ request: EngineRequest) -> (decision: Decision, response: EngineResponse) {
        let decision = decide(request)
        switch decision {
        case .handOn(let outcome):
            phase = .answered
            return (decision, LoopbackRedirectPage.answered(outcome))
        case .refuse(let refusal):
            return (decision, LoopbackRedirectPage.refused(refusal))
        }
    }

    /// Stops handing anything on: the wait ended without a redirect.
    package mutating func close() {
        if phase == .waiting { phase = .closed }
    }

    private func decide(_ request: EngineRequest) -> Decision {
        switch phase {
        case .answered: return .refuse(.alreadyAnswered)
        case .closed: return .refuse(.noLongerWaiting)
        case .waiting: break
        }
        guard request.path == path else { return .refuse(.wrongPath) }
        guard request.method == .get else { return .refuse(.wrongMethod) }
        do throws(AuthorizationRedirectError) {
            let code = try AuthorizationRedirect.parse(query: request.rawQuery, expectedState: expectedState)
            return .handOn(.code(RedactedToken(code)))
        } catch {
            switch error {
            case .malformedURL, .wrongRedirectURI: return .refuse(.malformedQuery)
            case .duplicatedParameter: return .refuse(.duplicatedParameter)
            case .stateMismatch: return .refuse(.stateMismatch)
            case .missingCode, .accessDenied, .userCancelled, .forgotPassword, .providerError:
                return .handOn(.failed(error))
            }
        }
    }
}
