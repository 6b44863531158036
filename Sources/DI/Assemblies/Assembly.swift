/// Registers one layer's services; the app's container is the sum of its assemblies.
package protocol Assembly {
    /// Adds this layer's registrations to `container`.
    func assemble(into container: Container)
}
