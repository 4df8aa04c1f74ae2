import AlertPresentation
import AlertProtocol
import AlertQueue

/// What a file picker lets the user pick.
public enum AlertFileKind: Hashable, Sendable {
    /// A file; folders are gone into.
    case files
    /// A folder: the row `./` picks the folder shown, and folders are gone into.
    case folders
    /// A file, or a folder through its `./` row.
    case filesAndFolders

    /// Whether a file may be picked.
    var takesFiles: Bool { self != .folders }
    /// Whether a folder may be picked.
    var takesFolders: Bool { self != .files }
}

extension AlertController {
    /// Lets the user walk folders from `folder` and pick a file (or a folder, as `kind`
    /// says), and returns its absolute path, or nil for Cancel or any other way out.
    ///
    /// One alert: the folder shown under the title, and its entries in a list (folders
    /// first, then files, each by name, with their permissions and sizes; names with a
    /// leading dot only with `showsHidden`). Enter on `../` goes up and on a folder goes
    /// into it, the list replaced and the alert kept; on a file it answers, and with
    /// folders to pick the row `./` answers the folder shown. A folder that cannot be read
    /// is said under the list. In plain mode the rows are numbered, and a line may also be
    /// a path (absolute, or from the folder shown), as may an answers file's entry. Each
    /// folder is read once as it is shown: O(its entries).
    public func pickFile(
        _ title: String? = nil, in folder: String = ".", kind: AlertFileKind = .files,
        showsHidden: Bool = false, cancelTitle: String = AlertStrings.current.cancel,
        okTitle: String = AlertStrings.current.ok, options: AlertOptions = .init()
    ) async -> String? {
        let (view, picker) = Self.filePickerView(
            title: title, folder: folder, kind: kind, showsHidden: showsHidden,
            cancelTitle: cancelTitle, okTitle: okTitle)
        let result = await present(view, options: options)
        return result.reason == .action(index: 1) ? picker.picked : nil
    }

    /// The view of ``pickFile(_:in:kind:showsHidden:cancelTitle:okTitle:options:)``, and the
    /// picker that walks it (whose ``FilePicker/picked`` is the answer once OK ends it).
    package static func filePickerView(
        title: String?, folder: String, kind: AlertFileKind, showsHidden: Bool,
        cancelTitle: String, okTitle: String
    ) -> (AlertView, FilePicker) {
        let picker = FilePicker(folder: folder, kind: kind, showsHidden: showsHidden)
        let (view, list) = filterView(
            title: title, message: picker.folder, choices: [], visibleRows: 12, placeholder: "",
            cancelTitle: cancelTitle, okTitle: okTitle, showsQuery: false)
        picker.attach(
            to: list, heading: view.items.lazy.compactMap { $0 as? MessageItem }.first,
            view: view)
        return (view, picker)
    }
}

/// The state of a file picker's alert: the folder shown, its entries, and what was picked.
@MainActor
package final class FilePicker {
    /// The folder shown, absolute.
    package private(set) var folder: String
    /// The path picked, once the list answered.
    package private(set) var picked: String?
    private let kind: AlertFileKind
    private let showsHidden: Bool
    /// The name each row stands for (`.` and `..` for the first rows).
    private var names: [String] = []
    private weak var list: FilterItem?
    private weak var heading: MessageItem?
    private weak var view: AlertView?
    /// A path given as text, answered at the next answer.
    private var typedPath: String?
    /// Whether the next answer is refused: a typed path went into a folder.
    private var refusesNextAnswer = false

    init(folder: String, kind: AlertFileKind, showsHidden: Bool) {
        self.folder = FolderListing.absolute(folder)
        self.kind = kind
        self.showsHidden = showsHidden
    }

    /// Takes over `list`: fills it with the folder's rows, and answers or goes into a
    /// folder when it is answered.
    func attach(to list: FilterItem, heading: MessageItem?, view: AlertView) {
        self.list = list
        self.heading = heading
        self.view = view
        list.acceptsAnswer = { [weak self] indices in
            self?.take(indices.first) ?? true
        }
        list.takesOtherText = { [weak self] text in self?.takePath(text) ?? false }
        if !show(folder) {
            // The start cannot be read: its rows are only the way up, and the list says why.
            let problem = list.validationMessage
            names = [".."]
            list.replaceChoices(["../"])
            list.validationMessage = problem
        }
    }

    /// Whether the answer with the row at `index` ends the alert: a file (or a folder, by
    /// its `./` row or a typed path) is picked; `../` and other folders are gone into.
    private func take(_ index: Int?) -> Bool {
        if let typedPath {
            self.typedPath = nil
            picked = typedPath
            return true
        }
        if refusesNextAnswer {
            refusesNextAnswer = false
            return false
        }
        guard let index, names.indices.contains(index) else { return false }
        let name = names[index]
        let path = name == "." ? folder : FolderListing.join(folder, name)
        let isFolder = name == ".." || FolderListing.isFolder(path)
        if name == "." || (!isFolder && kind.takesFiles) {
            picked = name == "." ? folder : path
            return true
        }
        if isFolder { _ = show(name == ".." ? FolderListing.parent(of: folder) : path) }
        return false
    }

    /// Takes a typed path (absolute, or from the folder shown): one that may be picked is
    /// the next answer; a folder that may not is gone into. False when it names nothing.
    private func takePath(_ text: String) -> Bool {
        let path = FolderListing.absolute(text.hasPrefix("/") ? text : folder + "/" + text)
        let isFolder = FolderListing.isFolder(path)
        guard isFolder || FolderListing.exists(path) else { return false }
        if isFolder ? kind.takesFolders : kind.takesFiles {
            typedPath = path
        } else if isFolder, show(path) {
            refusesNextAnswer = true
        } else {
            return false
        }
        return true
    }

    /// Shows `path`'s rows in the list; false (the list unchanged but for the reason) when
    /// it cannot be read.
    @discardableResult
    private func show(_ path: String) -> Bool {
        guard let list else { return false }
        guard let entries = FolderListing.entries(of: path, showingHidden: showsHidden) else {
            list.validationMessage = "Cannot read \(path): \(FolderListing.lastError)."
            return false
        }
        folder = path
        var rows: [String] = []
        names = []
        if kind.takesFolders {
            rows.append("./ (this folder)")
            names.append(".")
        }
        if path != "/" {
            rows.append("../")
            names.append("..")
        }
        for entry in entries {
            rows.append(entry.line(permissions: true, size: true))
            names.append(entry.name)
        }
        list.replaceChoices(rows)
        heading?.text = path
        view?.setNeedsLayout()
        return true
    }
}
