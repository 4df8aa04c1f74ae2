import Foundation
import Testing

@testable import AlertCommandKit

#if canImport(Glibc)
    import Glibc
#endif

/// A fresh private directory for one test, removed afterwards.
func withPrivateDirectory(_ body: (String) throws -> Void) throws {
    let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("alert-lock-\(UUID().uuidString)").path
    #expect(mkdir(path, 0o700) == 0)
    defer { try? FileManager.default.removeItem(atPath: path) }
    try body(path)
}

struct TerminalQueueLockTests {
    @Test func theLockFileIsPerUserAndTerminalInThePrivateDirectory() {
        let path = TerminalQueueLock.lockPath(environment: ["XDG_RUNTIME_DIR": "/run/user/7"])
        let device = TerminalQueueLock.controllingTerminalDevice()
        #expect(path == "/run/user/7/alert-\(getuid())-tty-\(device).lock")
        let fallback = "/tmp/alert-\(getuid())/alert-\(getuid())-tty-\(device).lock"
        #expect(TerminalQueueLock.lockPath(environment: [:]) == fallback)
        #expect(TerminalQueueLock.lockPath(environment: ["XDG_RUNTIME_DIR": ""]) == fallback)
    }

    /// A `$XDG_RUNTIME_DIR` that cannot be used (gone, or another user's after `su`) gives
    /// way to `/tmp/alert-UID`: the alerts still take turns, and no warning is written
    /// (in whiptail's mode standard error carries the answer).
    @Test func anUnusableRuntimeDirectoryGivesWayToTheOneInTmp() throws {
        var warnings: [String] = []
        let directory = try PrivateStateDirectory.open(
            environment: ["XDG_RUNTIME_DIR": "/nonexistent-\(getpid())"])
        defer { directory.close() }
        #expect(directory.path == "/tmp/alert-\(getuid())")
        let lock = TerminalQueueLock.acquire(
            environment: ["XDG_RUNTIME_DIR": "/nonexistent-\(getpid())"],
            warn: { warnings.append($0) })
        lock?.release()
        #expect(warnings.isEmpty)
    }

    @Test func aHeldLockKeepsOthersOutUntilReleasedAndNamesItsHolder() throws {
        try withPrivateDirectory { directory in
            let environment = ["XDG_RUNTIME_DIR": directory]
            let lock = try #require(TerminalQueueLock.acquire(environment: environment))
            let other = open(TerminalQueueLock.lockPath(environment: environment), O_RDWR)
            defer { close(other) }
            #expect(flock(other, LOCK_EX | LOCK_NB) != 0)
            #expect(TerminalQueueLock.readNumber(other) == UInt64(getpid()))
            lock.release()
            #expect(flock(other, LOCK_EX | LOCK_NB) == 0)
        }
    }

    /// What `alert progress` looks at to step aside: whether another process queued after
    /// the holder.
    @Test func theHolderSeesWhenAnotherQueuesAfterIt() throws {
        final class Box: @unchecked Sendable { var lock: TerminalQueueLock? }
        try withPrivateDirectory { directory in
            let environment = ["XDG_RUNTIME_DIR": directory]
            let lock = try #require(TerminalQueueLock.acquire(environment: environment))
            #expect(!lock.othersWait())
            let next = Box()
            let taken = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                next.lock = TerminalQueueLock.acquire(environment: environment)
                taken.signal()
            }
            while !lock.othersWait() { usleep(1000) }
            #expect(taken.wait(timeout: .now()) == .timedOut, "it waits for the holder")
            lock.release()
            #expect(!lock.othersWait(), "a released lock sees nothing")
            taken.wait()
            #expect(next.lock?.othersWait() == false, "nobody after the new holder")
            next.lock?.release()
        }
    }

    @Test func aGaugeStepsAsideForAQuestionButNotForAnotherGauge() throws {
        final class Box: @unchecked Sendable { var locks: [TerminalQueueLock?] = [] }
        try withPrivateDirectory { directory in
            let environment = ["XDG_RUNTIME_DIR": directory]
            let gauge = try #require(
                TerminalQueueLock.acquire(environment: environment, stepsAside: true))
            let next = Box()
            let taken = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                next.locks.append(
                    TerminalQueueLock.acquire(environment: environment, stepsAside: true))
                taken.signal()
            }
            while !gauge.othersWait() { usleep(1000) }
            // While the other gauge takes its ticket (the counter locked) it counts as
            // waiting; once it has its ticket and its mark, it no longer does.
            let settled = Date().addingTimeInterval(5)
            while gauge.othersWait(besidesThoseSteppingAside: true), Date() < settled {
                usleep(1000)
            }
            #expect(
                !gauge.othersWait(besidesThoseSteppingAside: true),
                "another gauge waits: no reason to step aside")
            DispatchQueue.global().async {
                next.locks.append(TerminalQueueLock.acquire(environment: environment))
                taken.signal()
            }
            while !gauge.othersWait(besidesThoseSteppingAside: true) { usleep(1000) }
            gauge.release()
            taken.wait()
            next.locks.first??.release()
            taken.wait()
            for lock in next.locks { lock?.release() }
        }
    }

    @Test func theHolderHearsOfANewcomerWithoutLooking() throws {
        final class Box: @unchecked Sendable { var lock: TerminalQueueLock? }
        try withPrivateDirectory { directory in
            let environment = ["XDG_RUNTIME_DIR": directory]
            let lock = try #require(TerminalQueueLock.acquire(environment: environment))
            let heard = DispatchSemaphore(value: 0)
            let watch = try #require(
                lock.watchTickets(on: DispatchQueue(label: "watch")) { heard.signal() })
            #expect(heard.wait(timeout: .now() + .milliseconds(100)) == .timedOut)
            let next = Box()
            let taken = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                next.lock = TerminalQueueLock.acquire(environment: environment)
                taken.signal()
            }
            #expect(heard.wait(timeout: .now() + .seconds(60)) == .success, "the newcomer's ticket")
            #expect(lock.othersWait())
            watch.cancel()
            lock.release()
            taken.wait()
            next.lock?.release()
        }
    }

    @Test func aLockFileThatIsASymbolicLinkIsNeverFollowed() throws {
        try withPrivateDirectory { directory in
            let precious = directory + "/precious"
            #expect(FileManager.default.createFile(atPath: precious, contents: Data("keep".utf8)))
            let name = TerminalQueueLock.lockName()
            for suffix in ["", ".tickets", ".0"] {
                #expect(symlink(precious, directory + "/" + name + suffix) == 0)
            }
            let lock = TerminalQueueLock.acquire(environment: ["XDG_RUNTIME_DIR": directory])
            #expect(lock == nil, "a planted link means no lock, not a write through it")
            #expect(FileManager.default.contents(atPath: precious) == Data("keep".utf8))
        }
    }

    @Test func aDirectoryOthersCanWriteToIsRefused() throws {
        try withPrivateDirectory { directory in
            #expect(chmod(directory, 0o777) == 0)
            let environment = ["XDG_RUNTIME_DIR": directory]
            #expect(throws: PrivateStateDirectory.Refusal.self) {
                try PrivateStateDirectory.open(path: directory, environment: environment)
            }
            // The private one in /tmp is used in its place.
            let used = try PrivateStateDirectory.open(environment: environment)
            used.close()
            #expect(used.path == "/tmp/alert-\(getuid())")
            TerminalQueueLock.acquire(environment: environment)?.release()
            #expect(
                (try? FileManager.default.contentsOfDirectory(atPath: directory)) == [],
                "nothing is created in it")
        }
    }

    @Test func aDirectoryThatIsASymbolicLinkIsRefused() throws {
        try withPrivateDirectory { directory in
            let link = directory + "-link"
            #expect(symlink(directory, link) == 0)
            defer { unlink(link) }
            let environment = ["XDG_RUNTIME_DIR": link]
            let refusal = #expect(throws: PrivateStateDirectory.Refusal.self) {
                try PrivateStateDirectory.open(path: link, environment: environment)
            }
            #expect(refusal?.description.contains("cannot be opened as a directory") == true)
            let used = try PrivateStateDirectory.open(environment: environment)
            used.close()
            #expect(used.path != link)
        }
    }

    @Test func theWaitNoticeSaysWhenTheHolderIsStopped() {
        #expect(
            TerminalQueueLock.waitingNotice(holder: 42, state: "T")
                == "alert: waiting for the alert of process 42, which is stopped:"
                + " bring it back with fg, or kill -CONT 42")
        #expect(
            TerminalQueueLock.waitingNotice(holder: 42, state: "S")
                == "alert: waiting for the alert of process 42 on this terminal…")
        #expect(
            TerminalQueueLock.waitingNotice(holder: 0, state: nil)
                == "alert: waiting for another alert on this terminal…")
    }

    @Test func aWaiterTellsWhoHoldsTheLockAndClearsTheNoticeWhenItGetsIt() throws {
        try withPrivateDirectory { directory in
            let path = directory + "/held"
            let holder = open(path, O_RDWR | O_CREAT, 0o600)
            let waiter = open(path, O_RDWR)
            defer {
                close(holder)
                close(waiter)
            }
            #expect(flock(holder, LOCK_EX) == 0)
            let pid = Array("\(getpid())\n".utf8)
            _ = pid.withUnsafeBytes { pwrite(holder, $0.baseAddress, $0.count, 0) }
            DispatchQueue.global().asyncAfter(deadline: .now() + 1.5) { flock(holder, LOCK_UN) }
            var notices: [String?] = []
            TerminalQueueLock.lockWaiting(waiter) { notices.append($0) }
            #expect(
                notices == [
                    "alert: waiting for the alert of process \(getpid()) on this terminal…", nil,
                ])
        }
    }
}

struct TerminalQueueLockTicketTests {
    @Test func eachTurnTakesTheNextTicketAndFreesTheSlotBeforeIt() throws {
        try withPrivateDirectory { directory in
            let environment = ["XDG_RUNTIME_DIR": directory]
            let path = TerminalQueueLock.lockPath(environment: environment)
            let slot0 = path + ".0"
            let first = try #require(TerminalQueueLock.acquire(environment: environment))
            let slot = open(slot0, O_RDWR)
            defer { close(slot) }
            #expect(flock(slot, LOCK_EX | LOCK_NB) != 0)  // held while the turn lasts
            #expect(TerminalQueueLock.readNumber(slot) == UInt64(getpid()))
            first.release()
            #expect(flock(slot, LOCK_EX | LOCK_NB) == 0)
            flock(slot, LOCK_UN)
            let second = try #require(TerminalQueueLock.acquire(environment: environment))
            #expect(!FileManager.default.fileExists(atPath: slot0))
            #expect(FileManager.default.fileExists(atPath: path + ".1"))
            second.release()
            let tickets = open(path + ".tickets", O_RDONLY)
            defer { close(tickets) }
            #expect(TerminalQueueLock.readNumber(tickets) == 2)
        }
    }
}
