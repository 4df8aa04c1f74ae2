import FoundationEssentials

/// Builds kitty graphics protocol commands (transmit-and-place, delete).
///
/// Images are sent as PNG (`f=100`), base64 in chunks of at most 4096 bytes (`m=1` on every
/// chunk but the last), with quiet mode `q=2` so the terminal sends no replies that could
/// be mistaken for input. Every image gets an id so it can be deleted when its alert leaves.
package enum KittyGraphics {
    /// The largest base64 payload of one chunk, as the protocol requires.
    package static let chunkSize = 4096

    /// Transmits `png` and places it at the cursor, scaled to `columns` × `rows` cells,
    /// without moving the cursor (`C=1`). O(size of the PNG).
    package static func transmitAndPlace(
        png: [UInt8], imageID: UInt32, columns: Int, rows: Int
    ) -> [UInt8] {
        let payload = Array(Data(png).base64EncodedString().utf8)
        var out: [UInt8] = []
        out.reserveCapacity(payload.count + payload.count / chunkSize * 16 + 64)
        var offset = 0
        var first = true
        repeat {
            let end = min(offset + chunkSize, payload.count)
            let more = end < payload.count ? 1 : 0
            let control =
                first
                ? "a=T,f=100,t=d,i=\(imageID),c=\(columns),r=\(rows),C=1,q=2,m=\(more)"
                : "m=\(more),q=2"
            out.append(contentsOf: Array("\u{1B}_G\(control);".utf8))
            out.append(contentsOf: payload[offset..<end])
            out.append(contentsOf: [0x1B, UInt8(ascii: "\\")])
            offset = end
            first = false
        } while offset < payload.count
        return out
    }

    /// Deletes the image with `imageID` and frees its data (`a=d,d=I`).
    package static func delete(imageID: UInt32) -> [UInt8] {
        Array("\u{1B}_Ga=d,d=I,i=\(imageID),q=2\u{1B}\\".utf8)
    }
}

/// Builds iTerm2 inline image commands (`OSC 1337 ; File=inline=1 …`).
package enum ITerm2Images {
    /// Shows `png` at the cursor, stretched to `columns` × `rows` cells. O(size of the PNG).
    package static func inline(png: [UInt8], columns: Int, rows: Int) -> [UInt8] {
        let header =
            "\u{1B}]1337;File=inline=1;size=\(png.count);width=\(columns);height=\(rows);"
            + "preserveAspectRatio=0:"
        return Array(header.utf8) + Array(Data(png).base64EncodedString().utf8) + [0x07]
    }
}
