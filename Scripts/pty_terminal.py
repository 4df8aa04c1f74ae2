"""A pseudo-terminal's far side for the measuring scripts (measure-dialog-peers.sh,
measure-inline-peers.sh, measure-startup-peers.sh): follows the cursor through what a program
writes and answers its cursor position requests and DECRQM as a terminal would, or, as a
serial console or a pipe through `script` does, answers nothing."""
import codecs, fcntl, os, pty, select, struct, termios, time, unicodedata


class Terminal:
    """Follows the cursor through what a program writes, as a terminal of `columns` × `rows`
    with autowrap would, and answers cursor position requests (`CSI 6 n`) and DECRQM for
    mode 2026. `repeats`: whether it understands REP (`CSI n b`); `answers`: whether it
    answers queries at all."""

    def __init__(self, master, repeats, sync=False, columns=100, rows=30, answers=True):
        self.master, self.repeats, self.sync = master, repeats, sync
        self.answers = answers
        self.columns, self.rows = columns, rows
        self.decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        self.row = self.col = 0
        self.pending_wrap = False
        self.saved = (0, 0)
        self.last = None  # the last graphic character, for REP
        self.state, self.seq = "ground", ""

    def answer(self, text):
        if not self.answers:
            return
        os.write(self.master, text.encode())

    @staticmethod
    def width(char):
        if unicodedata.combining(char) or unicodedata.category(char) in ("Mn", "Me", "Cf"):
            return 0
        return 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1  # Ambiguous: 1

    def put(self, char):
        w = self.width(char)
        if w == 0:
            return
        if self.pending_wrap or self.col + w > self.columns:
            self.col, self.pending_wrap = 0, False
            self.row = min(self.row + 1, self.rows - 1)
        self.col += w
        if self.col >= self.columns:
            self.col, self.pending_wrap = self.columns - 1, True
        self.last = char

    def move(self, row=None, col=None):
        if row is not None:
            self.row = max(0, min(self.rows - 1, row))
        if col is not None:
            self.col = max(0, min(self.columns - 1, col))
        self.pending_wrap = False

    def csi(self, body, final):
        private = body[:1] if body[:1] in "?<=>" else ""
        inter = "".join(c for c in body if " " <= c <= "/")
        params = [int(p) if p.isdigit() else 0
                  for p in body[len(private):].rstrip(" !\"#$%&'()*+,-./").split(";")]
        n = max(1, params[0]) if params else 1
        if private == "" and final == "n" and params[:1] == [6]:
            self.answer(f"\x1b[{self.row + 1};{self.col + 1}R")
        elif private == "?" and inter == "$" and final == "p":
            mode = params[0] if params else 0
            value = 2 if mode == 2026 and self.sync else 0  # 2: supported, reset
            self.answer(f"\x1b[?{mode};{value}$y")
        elif private:
            if private == "?" and final in "hl" and 1049 in params:
                if final == "h":
                    self.saved = (self.row, self.col)
                else:
                    self.move(*self.saved)
        elif final == "b":
            if self.repeats and self.last is not None:
                for _ in range(n):
                    self.put(self.last)
        elif final in "Hf":
            row = params[0] if params else 1
            col = params[1] if len(params) > 1 else 1
            self.move(max(1, row) - 1, max(1, col) - 1)
        elif final == "A":
            self.move(row=self.row - n)
        elif final in "Be":
            self.move(row=self.row + n)
        elif final in "Ca":
            self.move(col=self.col + n)
        elif final == "D":
            self.move(col=self.col - n)
        elif final == "E":
            self.move(self.row + n, 0)
        elif final == "F":
            self.move(self.row - n, 0)
        elif final in "G`":
            self.move(col=n - 1)
        elif final == "d":
            self.move(row=n - 1)
        elif final == "r":
            self.move(0, 0)
        elif final == "s":
            self.saved = (self.row, self.col)
        elif final == "u":
            self.move(*self.saved)

    def feed(self, data):
        for ch in self.decoder.decode(data):
            if self.state == "ground":
                if ch == "\x1b":
                    self.state = "esc"
                elif ch == "\r":
                    self.move(col=0)
                elif ch in "\n\x0b\x0c":
                    self.row, self.pending_wrap = min(self.row + 1, self.rows - 1), False
                elif ch == "\b":
                    self.move(col=self.col - 1)
                elif ch == "\t":
                    self.move(col=(self.col // 8 + 1) * 8)
                elif ch >= " " and ch != "\x7f":
                    self.put(ch)
            elif self.state == "esc":
                if ch == "[":
                    self.state, self.seq = "csi", ""
                elif ch in "]P_^X":
                    self.state = "string"
                elif " " <= ch <= "/":
                    self.state = "esc-inter"
                else:
                    self.state = "ground"
                    if ch == "7":
                        self.saved = (self.row, self.col)
                    elif ch == "8":
                        self.move(*self.saved)
                    elif ch == "D":
                        self.row = min(self.row + 1, self.rows - 1)
                    elif ch == "E":
                        self.move(self.row + 1, 0)
                    elif ch == "M":
                        self.row = max(self.row - 1, 0)
                    elif ch == "c":
                        self.move(0, 0)
            elif self.state == "esc-inter":
                if not " " <= ch <= "/":
                    self.state = "ground"
            elif self.state == "csi":
                if "@" <= ch <= "~":
                    self.state = "ground"
                    self.csi(self.seq, ch)
                else:
                    self.seq += ch
            elif self.state == "string":  # OSC, DCS, …: until BEL or ST
                if ch == "\x07":
                    self.state = "ground"
                elif ch == "\x1b":
                    self.state = "string-esc"
            elif self.state == "string-esc":
                self.state = "ground" if ch == "\\" else "string"

    def read_until_idle(self, idle, limit=15.0):
        """Reads what the program writes, answering its queries, until `idle` seconds pass
        without output (or `limit` in all, or the program is gone); returns the count of
        bytes read."""
        count = 0
        end = time.time() + limit
        while time.time() < end:
            ready, _, _ = select.select([self.master], [], [], idle)
            if not ready:
                break
            try:
                chunk = os.read(self.master, 65536)
            except OSError:  # EIO: the program has gone and the pty is closed
                break
            if not chunk:
                break
            count += len(chunk)
            self.feed(chunk)
        return count


    def settle(self, idle, started, limit=15.0):
        """Reads what the program writes, answering its queries, until `idle` seconds pass
        without output; returns (bytes, seconds from `started` to the first byte, seconds
        from `started` to the last byte before the pause: the frame settled)."""
        count, first, last = 0, None, None
        end = time.monotonic() + limit
        while time.monotonic() < end:
            ready, _, _ = select.select([self.master], [], [], idle)
            if not ready:
                break
            try:
                chunk = os.read(self.master, 65536)
            except OSError:
                break
            if not chunk:
                break
            now = time.monotonic()
            first = now if first is None else first
            last = now
            count += len(chunk)
            self.feed(chunk)
        if first is None:
            return count, None, None
        return count, first - started, last - started


def spawn(argv, env, columns, rows):
    """Runs argv on a new pseudo-terminal of `columns` × `rows`; returns (pid, master)."""
    size = struct.pack("HHHH", rows, columns, 0, 0)
    pid, master = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, size)
        os.execvpe(argv[0], argv, env)
    fcntl.ioctl(master, termios.TIOCSWINSZ, size)
    return pid, master


def cell(values, scale=1000.0, unit=" ms", digits=0):
    """The median of `values` (None left out) times `scale`, with the range: `12 ms (10–15)`;
    `-` when there is none."""
    import statistics
    values = [v for v in values if v is not None]
    if not values:
        return "-"
    median = statistics.median(values) * scale
    low, high = min(values) * scale, max(values) * scale
    return f"{median:.{digits}f}{unit} ({low:.{digits}f}–{high:.{digits}f})"

