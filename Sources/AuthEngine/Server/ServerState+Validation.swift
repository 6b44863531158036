/// What a state document read from disk must hold for the routes to use it without trapping.
///
/// Nested values check themselves while decoding (`PasswordRecord`, `SCRAMCredential`); what is
/// checked here are the numbers the routes count on or index with. Display text, identifiers and
/// times are accepted as they are: every use of them is safe for any value.
extension ServerState {
    func validate() throws(DocumentViolation) {
        // Tokens carry one of the account's memberships, so an account needs at least one.
        guard accounts.allSatisfy({ !$0.memberships.isEmpty }) else {
            throw DocumentViolation(field: "accounts.memberships")
        }
        guard registrations.allSatisfy({ $0.failedAttempts >= 0 }) else {
            throw DocumentViolation(field: "registrations.failedAttempts")
        }
        guard registrations.allSatisfy({ $0.activeContextIndex >= 0 }) else {
            throw DocumentViolation(field: "registrations.activeContextIndex")
        }
        guard sessions.allSatisfy({ $0.contextIndex >= 0 }) else {
            throw DocumentViolation(field: "sessions.contextIndex")
        }
        guard customRegistrations.allSatisfy({ $0.failedAnswers >= 0 }) else {
            throw DocumentViolation(field: "customRegistrations.failedAnswers")
        }
    }
}

extension Account {
    /// The membership at `index`, else the first: a stored index may name one that was removed.
    ///
    /// Nil only for an account without memberships, which `ServerState.validate` refuses on read.
    func membership(at index: Int) -> ActiveContext? {
        memberships.indices.contains(index) ? memberships[index] : memberships.first
    }
}

extension Int {
    /// One more, stopping at the largest value: a counter read from a file cannot make it trap.
    var incrementedSaturating: Int {
        self == .max ? .max : self + 1
    }
}
