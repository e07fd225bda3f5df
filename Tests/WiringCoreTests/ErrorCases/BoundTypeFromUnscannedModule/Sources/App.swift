import Foundation

protocol Engine {}

/// The file imports a module Wiring does not read, which may declare 'Engin': the message says what the sources
/// show, that 'V8' does not conform to it.
// @Component(as: Engin)
final class V8: Engine {
    init() {}
}
