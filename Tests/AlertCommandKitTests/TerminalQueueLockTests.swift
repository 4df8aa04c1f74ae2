import Foundation
import Testing

@testable import AlertCommandKit

#if canImport(Glibc)
    import Glibc
#endif

struct TerminalQueueLockTests {
    @Test func theLockFileIsPerUserAndTerminal() {
        let path = TerminalQueueLock.lockPath(environment: ["XDG_RUNTIME_DIR": "/run/user/7"])
        let device = TerminalQueueLock.controllingTerminalDevice()
        #expect(path == "/run/user/7/alert-\(getuid())-tty-\(device).lock")
        #expect(TerminalQueueLock.lockPath(environment: [:]).hasPrefix("/tmp/alert-"))
        #expect(TerminalQueueLock.lockPath(environment: ["XDG_RUNTIME_DIR": ""]).hasPrefix("/tmp/"))
    }

    @Test func aHeldLockKeepsOthersOutUntilReleased() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("alert-lock-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let environment = ["XDG_RUNTIME_DIR": directory.path]
        let lock = try #require(TerminalQueueLock.acquire(environment: environment))
        let other = open(TerminalQueueLock.lockPath(environment: environment), O_RDWR)
        defer { close(other) }
        #expect(flock(other, LOCK_EX | LOCK_NB) != 0)
        lock.release()
        #expect(flock(other, LOCK_EX | LOCK_NB) == 0)
    }
}

struct TerminalQueueLockTicketTests {
    @Test func eachTurnTakesTheNextTicketAndFreesTheSlotBeforeIt() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("alert-lock-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let environment = ["XDG_RUNTIME_DIR": directory.path]
        let path = TerminalQueueLock.lockPath(environment: environment)
        let first = try #require(TerminalQueueLock.acquire(environment: environment))
        let slot = open(TerminalQueueLock.slotPath(path, 0), O_RDWR)
        defer { close(slot) }
        #expect(flock(slot, LOCK_EX | LOCK_NB) != 0)  // held while the turn lasts
        first.release()
        #expect(flock(slot, LOCK_EX | LOCK_NB) == 0)
        flock(slot, LOCK_UN)
        let second = try #require(TerminalQueueLock.acquire(environment: environment))
        #expect(!FileManager.default.fileExists(atPath: TerminalQueueLock.slotPath(path, 0)))
        #expect(FileManager.default.fileExists(atPath: TerminalQueueLock.slotPath(path, 1)))
        second.release()
        let tickets = open(path + ".tickets", O_RDONLY)
        defer { close(tickets) }
        #expect(TerminalQueueLock.readTicket(tickets) == 2)
    }
}
