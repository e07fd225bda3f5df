// A chat client: the socket is an actor shared by the app, closed at shutdown through a nonisolated method.
import Foundation

// @Component(scope: .shared, teardown: close)
actor WebSocket {
    private var sent: [String] = []
    func send(_ text: String) -> Int {
        sent.append(text)
        return sent.count
    }
    nonisolated func close() { print("socket closed") }
}

// @Component
struct ChatRoom: Sendable {
    let socket: WebSocket
    func post(_ text: String) async -> String { "message \(await socket.send(text)): \(text)" }
}

// main.swift
let graph = AppGraph()
print(await graph.chatRoom.post("hi"))
print(await graph.chatRoom.post("anyone?"))
graph.shutdown()
// expect-output: message 1: hi
// expect-output: message 2: anyone?
// expect-output: socket closed
