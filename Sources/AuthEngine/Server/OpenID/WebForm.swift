/// Reading a form a provider page posted, as every page of the provider reads it.
extension LoginPage {
    /// The fields of a posted web form, or the error page when the body is not one.
    static func postedFields(_ request: EngineRequest) throws(LoginPageRefusal) -> FormFields {
        guard request.header("Content-Type") != nil, request.bodyFormat == .form,
            let fields = try? FormFields(parsing: String(decoding: request.body, as: UTF8.self))
        else { throw LoginPageRefusal(LoginPage.error("The form was not sent as a web form.")) }
        return fields
    }

    /// Refuses a form that gives one of `names` more than once: which value was meant is unknown.
    static func refuseRepeated(_ names: Set<String>, in fields: FormFields) throws(LoginPageRefusal) {
        for name in names.sorted() where fields.values(named: name).count > 1 {
            throw LoginPageRefusal(LoginPage.error("The form gives \(name) more than once."))
        }
    }
}
