/// How the wait at a loopback redirect listener ended.
package enum LoopbackRedirectOutcome: Sendable, Equatable {
    /// The browser came back with a matching `state` and an authorization code, a bearer
    /// credential until it is exchanged.
    case code(RedactedToken)
    /// The browser came back with a matching `state` and the provider's error (cancel, forgot
    /// password, access denied, …) or without a code.
    case failed(AuthorizationRedirectError)
    /// No matching redirect arrived within the time limit.
    case timedOut
    /// The flow stopped waiting (`LoopbackRedirectListener.cancel()`, or its task was cancelled).
    case cancelled
}

/// Why the listener answered a request with its 400 page and handed nothing to the flow.
package enum LoopbackRefusal: Sendable, Equatable {
    /// The request went to a path other than the redirect path (a favicon, a probe).
    case wrongPath
    /// The request used a method other than `GET`, which a browser's redirect never does.
    case wrongMethod
    /// The query is not percent-encoded properly.
    case malformedQuery
    /// A parameter occurs twice, so whichever copy was read could be the forged one.
    case duplicatedParameter
    /// `state` is missing or is not the one this sign-in sent.
    case stateMismatch
    /// The listener has handed on a redirect already: it answers only once.
    case alreadyAnswered
    /// The wait ended (time limit or cancel) before the request arrived.
    case noLongerWaiting
}
