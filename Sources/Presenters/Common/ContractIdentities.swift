import Interactors

/// The profile a routing call names, under the name the module contracts use.
///
/// The Router implements every routing protocol but may not import Interactors, where the type is
/// declared: the contracts that name it hand it on, and nothing else of Interactors.
package typealias ProfileID = Interactors.ProfileID

/// Whose session the next screen works on, under the name the module contracts use (see
/// `ProfileID` for why the Router reads it here).
package typealias SessionOwner = Interactors.SessionOwner
