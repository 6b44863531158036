import AuthEngine
import Testing

@Suite("Sign-up form: full name, email shape, password length and confirmation")
struct SignUpFormTests {
    func makeForm(
        fullName: String = "Ada Lovelace",
        email: String = "ada@example.com",
        password: String = "correct horse",
        confirmation: String? = nil
    ) -> SignUpForm {
        SignUpForm(
            fullName: fullName, email: email, password: password,
            passwordConfirmation: confirmation ?? password)
    }

    @Test("a complete form has no violations")
    func validForm() throws {
        #expect(makeForm().violations() == [])
        try makeForm().validate()
    }

    @Test("a blank full name is missing", arguments: ["", " ", "\t\n", "\u{00A0}\u{2003}"])
    func fullNameMissing(name: String) {
        #expect(makeForm(fullName: name).violations() == [.fullNameMissing])
    }

    @Test(
        "a full name may have up to 100 characters after trimming",
        arguments: [
            (String(repeating: "é", count: 100), true), (String(repeating: "a", count: 101), false),
            ("  " + String(repeating: "a", count: 100) + "  ", true), ("李", true), ("O'Brien-Smith", true),
        ])
    func fullNameLength(name: String, accepted: Bool) {
        let expected: [SignUpViolation] = accepted ? [] : [.fullNameTooLong(maximum: 100)]
        #expect(makeForm(fullName: name).violations() == expected)
    }

    @Test(
        "plausible email addresses are accepted",
        arguments: [
            "ada@example.com", "a@b.co", "first.last+tag@mail.example.org", "  Ada@Example.COM \n",
            "x@sub-domain.example-school.nl", "user_name@xn--bcher-kva.example",
        ])
    func validEmail(email: String) {
        #expect(makeForm(email: email).violations() == [])
    }

    @Test(
        "email addresses of the wrong shape are refused",
        arguments: [
            "", "   ", "ada", "ada@", "@example.com", "ada@example", "ada@@example.com", "ada@ex@ample.com",
            "ada@.example.com", "ada@example.com.", "ada@example..com", "ada lovelace@example.com",
            "ada@exa mple.com", "ada@example.com\u{0007}", "ada\t@example.com",
            "a@" + String(repeating: "b", count: 249) + ".com",
        ])
    func invalidEmail(email: String) {
        #expect(makeForm(email: email).violations() == [.invalidEmail])
    }

    @Test("the 254-byte limit is exact")
    func emailLengthBoundary() {
        let longest = "a@" + String(repeating: "b", count: 248) + ".com"
        #expect(longest.utf8.count == 254)
        #expect(EmailAddress.isPlausible(longest))
        #expect(!EmailAddress.isPlausible("a" + longest))
    }

    @Test(
        "passwords need at least 8 characters, counted as a person counts them",
        arguments: [
            ("1234567", false), ("12345678", true), ("ééééééé", false), ("éééééééé", true),
            ("👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦", false), ("        ", true),
        ])
    func passwordLength(password: String, accepted: Bool) {
        let expected: [SignUpViolation] = accepted ? [] : [.passwordTooShort(minimum: 8)]
        #expect(makeForm(password: password).violations() == expected)
    }

    @Test(
        "the confirmation must equal the password exactly",
        arguments: ["correct horsE", "correct horse ", " correct horse", ""])
    func confirmationMismatch(confirmation: String) {
        #expect(makeForm(confirmation: confirmation).violations() == [.passwordsDoNotMatch])
    }

    @Test("every violation is reported in order; validate throws the first")
    func allViolations() {
        let form = SignUpForm(fullName: " ", email: "nope", password: "short", passwordConfirmation: "other")
        #expect(
            form.violations() == [
                .fullNameMissing, .invalidEmail, .passwordTooShort(minimum: 8), .passwordsDoNotMatch,
            ])
        #expect(throws: SignUpViolation.fullNameMissing) { try form.validate() }
    }

    @Test(
        "a violation prints as its rule and limit, for developers (the app words it)",
        arguments: [
            (SignUpViolation.fullNameMissing, "fullNameMissing"),
            (.fullNameHasControlCharacters, "fullNameHasControlCharacters"),
            (.fullNameTooLong(maximum: 100), "fullNameTooLong(maximum: 100)"),
            (.invalidEmail, "invalidEmail"),
            (.passwordTooShort(minimum: 8), "passwordTooShort(minimum: 8)"),
            (.passwordsDoNotMatch, "passwordsDoNotMatch"),
        ])
    func printsAsCode(violation: SignUpViolation, code: String) {
        #expect("\(violation)" == code)
    }

    @Test("the form never prints or reflects its passwords")
    func passwordsRedacted() {
        let form = makeForm(password: "hunter2-secret", confirmation: "hunter2-secret")
        var dumped = ""
        dump(form, to: &dumped)
        for text in [form.description, String(reflecting: form), "\(form)", dumped] {
            #expect(!text.contains("hunter2"))
            #expect(text.contains("ada@example.com"))
        }
    }

    @Test(
        "emails are normalised by trimming and lowercasing",
        arguments: [
            ("Ada@Example.com", "ada@example.com"), ("  ada@example.com\n", "ada@example.com"),
            ("ADA@EXAMPLE.COM", "ada@example.com"), ("\t", ""),
        ])
    func normalization(raw: String, normalized: String) {
        #expect(EmailAddress.normalized(raw) == normalized)
    }
}
