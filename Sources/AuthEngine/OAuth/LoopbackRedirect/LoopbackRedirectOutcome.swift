/// How the wait at a loopback redirect listener ended.
package enum LoopbackRedirectOutcome: Sendable, Equatable {
    /// The browser came back with a matching `state` and an authorization code.
    case code(AuthorizationCode)
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

/// The authorization code a redirect carried: it is a bearer credential until it is exchanged,
/// so every textual form shows only that it is redacted.
package struct AuthorizationCode: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The code itself, to send to the token endpoint and nowhere else.
    package let value: String

    /// Wraps a code read from a redirect.
    package init(_ value: String) {
        self.value = value
    }

    /// Always `<redacted>`.
    package var description: String { "<redacted>" }

    /// Always `<redacted>`.
    package var debugDescription: String { "<redacted>" }

    /// A mirror without children, so `dump` cannot reach the code.
    package var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
