/// What a state document read from disk must hold for the routes to use it without trapping: the
/// rules each record checks when the store decodes it (`StoredRecord.validateStored`).
///
/// Nested values check themselves while decoding (`PasswordRecord`, `SCRAMCredential`); what is
/// checked here are the numbers the routes count on or index with. Display text, identifiers and
/// times are accepted as they are: every use of them is safe for any value.
extension ServerStateDocument {
    func validate() throws(DocumentViolation) {
        for account in accounts { try account.validateStored() }
        for registration in registrations { try registration.validateStored() }
        for session in sessions { try session.validateStored() }
        for registration in customRegistrations { try registration.validateStored() }
    }
}

extension Account {
    /// The membership at `index`, else the first: a stored index may name one that was removed.
    ///
    /// Nil only for an account without memberships, which the store refuses on read (`Account.validateStored`).
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
