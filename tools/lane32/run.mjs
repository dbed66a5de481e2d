// SPDX-FileCopyrightText: 2026 PyPortal Minesweeper contributors
// SPDX-License-Identifier: MIT
//
// One run of the 32-bit lane: MicroPython 1.29 compiled to WebAssembly
// (32-bit words, 16-byte GC blocks, as a SAMD51), under Node.js 18 or newer.
//
//   node tools/lane32/run.mjs PACKAGE TREE ROMFS HEAP PYSTACK SETTINGS
//
// PACKAGE: the folder of @micropython/micropython-webassembly-pyscript
// (make setup installs it in build/node_modules). TREE: a CIRCUITPY tree
// (code.py, minesweeper/, assets/, lib/), copied to the interpreter's root
// folder. ROMFS: an image mounted at /rom: the stand-ins for the board's
// native modules and the lane's driver in /rom/lane, and what the firmware
// freezes in /rom/lib. HEAP: the GC heap in bytes; PYSTACK: the Python
// stack in bytes (a multiple of 4). SETTINGS: JSON for lane.setup.
//
// The heap is capped: this port grows its heap on demand with malloc, so
// once it is made, the runner takes all of the interpreter's C memory that
// could hold a new heap area and stops the WebAssembly memory from growing.
//
// Garbage is collected on the lane's say-so: this port only collects when
// a call from JavaScript enters the interpreter at the top level (it cannot
// see pointers held in WebAssembly locals deeper down), so a program that
// never returns, like code.py, would never collect. The module lanejs this
// runner gives Python has collect(pass), which enters the interpreter as
// from the top level: it finds the interpreter's count of nested entries
// (the one word that reads 0, 1 and 2 at those depths), sets it to 0 for
// one call of a Python function that does nothing, and puts it back.
// Between loop passes that is a full collection; anywhere else the runner
// first marks, in the heap's allocation table, what the C code on the way
// may hold unseen (see keepHeld), so that the collector keeps it. See
// native/heap.py.
//
// Everything the interpreter prints goes to stdout. Tools/memory.py runs
// this.

import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pkg, tree, romfsPath, heapText, pystackText, settings] = process.argv.slice(2);
const heap = parseInt(heapText, 10);
const pystack = parseInt(pystackText, 10);

// A guard on WebAssembly memory growth, switched on once the heap is made:
// once the heap is capped, the only request for more memory is the
// collector's for a new heap area, when an allocation finds the heap full,
// and it is refused (a MemoryError, as on a board whose collector found no
// room). Collecting there instead, inside any C code, was tried (onFull):
// whatever else C code holds in WebAssembly locals then gets freed, and the
// heap is corrupt. So onFull stays null: the lane collects at the points
// native/heap.py lists, and the areas check stays for a future use.
let capped = false;
let onFull = null;
let inFull = false;
const grow = WebAssembly.Memory.prototype.grow;
WebAssembly.Memory.prototype.grow = function (pages) {
  if (capped) {
    if (onFull === null || inFull) {
      throw new RangeError("the lane caps the heap");
    }
    inFull = true;
    try {
      onFull();
    } finally {
      inFull = false;
    }
  }
  return grow.call(this, pages);
};
// The interpreter's own complaint when it cannot grow: expected, not news.
const consoleError = console.error;
console.error = (...args) => {
  const text = String(args[0]);
  if (!text.includes("grow") && !text.includes("enlarge")) {
    consoleError(...args);
  }
};

// What the interpreter prints goes to stdout, or to the lane while it
// reads it back (lanejs.capture: the name table's count from qstr_info).
let captured = null;
function out(line) {
  if (captured === null) {
    process.stdout.write(line + "\n");
  } else {
    captured.push(line);
  }
}

const { loadMicroPython } = await import(
  pathToFileURL(path.join(pkg, "micropython.mjs")).href
);
const mp = await loadMicroPython({
  heapsize: heap,
  pystack: pystack >> 2, // in words
  romfs: new Uint8Array(fs.readFileSync(romfsPath)),
  stdout: (line) => out(line),
  stderr: (line) => out(line),
});

// The count of nested entries, found by its values at depths 0, 1 and 2,
// and the heap's allocation table (2 bits a 16-byte block: 0 free, 1 the
// head of an object, 2 its tail, 3 a marked head), found from its size.
const M = mp._module;
const words = () => new Uint32Array(M.HEAPU8.buffer);
const SCAN = Math.min(words().length, (8 << 20) >> 2);
const HEAD = 1;
const TAIL = 2;
let atDepth1 = null;
let atDepth2 = null;
let nothing = null;
let depthWord = -1;
let area = null; // {record, atb, blocks, pool, end, type}
let pointed = null; // 1 for each block some heap word points at
let seen = null; // the allocation table as it was at the last snapshot
let nothingRef = 0; // the do-nothing Python function, and a result buffer
let nothingOut = 0;
let newArea = false; // the collector may have added a heap area
let exceeded = 0; // the first allocation that went outside the capped heap
const collections = { full: 0, fullMs: 0, held: 0, heldMs: 0, failed: 0, onFull: 0 };
process.on("exit", () => {
  process.stdout.write(
    "LANE32 collections " + collections.full + " " + Math.round(collections.fullMs) +
      " " + collections.held + " " + Math.round(collections.heldMs) + " " +
      collections.failed + " " + collections.onFull + "\n",
  );
});

function kindIn(table, offset, block) {
  return (table[offset + (block >> 2)] >> ((block & 3) << 1)) & 3;
}

// A JavaScript exception must never go back into the interpreter from
// here: the Python error an empty call can raise (MemoryError, when the
// heap is full) is dropped, and the collection counted as failed.
// (Called straight, with a result buffer made beforehand, so that it calls
// no malloc: it may run while malloc itself is waiting for memory.)
function enterAtTop() {
  const w = words();
  const depth = w[depthWord];
  w[depthWord] = 0;
  try {
    M.ccall(
      "proxy_c_to_js_call",
      "null",
      ["number", "number", "number", "number"],
      [nothingRef, 0, 0, nothingOut],
    );
    if (new Int32Array(M.HEAPU8.buffer)[nothingOut >> 2] < 0) {
      collections.failed += 1; // a Python error: nothing was collected
    }
  } catch (error) {
    collections.failed += 1;
  } finally {
    words()[depthWord] = depth;
  }
  seen = M.HEAPU8.slice(area.atb, area.atb + (area.blocks >> 2));
}

// The heap areas the collector added (see the guard on growth above): an
// empty one is unlinked and its memory held again; one with anything in it
// means the capped heap was not enough.
function checkAreas() {
  if (!newArea || area === null) {
    return;
  }
  newArea = false;
  let link = area.record; // the word that points at the next area
  for (;;) {
    const w = words();
    const next = w[link];
    if (next === 0) {
      return;
    }
    const atb = w[(next >> 2) + 1];
    const atbLength = w[(next >> 2) + 2];
    const poolEnd = w[(next >> 2) + 6];
    const table = M.HEAPU8.subarray(atb, atb + atbLength);
    const used = table.findIndex((byte) => byte !== 0);
    if (used >= 0) {
      // The size of the first object in it: the allocation that found no
      // room in the capped heap.
      let b = used * 4;
      while (kindIn(table, 0, b) !== HEAD) {
        b++;
      }
      let e = b + 1;
      while (e < atbLength * 4 && kindIn(table, 0, e) === TAIL) {
        e++;
      }
      exceeded = exceeded || 16 * (e - b);
      link = next >> 2;
      continue;
    }
    w[link] = w[next >> 2]; // unlinked
    M._free(next);
    M._malloc(poolEnd - next); // and held again (the same chunk)
  }
}

// What a finished import left, that C code no longer holds (see keepHeld):
// - the module's raw code (its first word: two zero bytes, then the kind of
//   bytecode, 2, and the generator flag; then the bytecode and the table of
//   its functions' raw codes): the function made from it to run the module
//   points at the bytecode and the table, not at it (py/builtinimport.c,
//   do_execute_proto_fun, and py/objfun.h); its last word is 0 here;
// - from a .py, the compiler's table of the names the module uses: pairs of
//   (a qstr other than the null one, its index) or empty pairs, the indices
//   0, 1, 2 ... each once (py/compile.c: emit_common.qstr_map, in a struct
//   on the C stack).
// No C code on the way holds either at the lane's collections: they are
// made and let go within one import, where no Python code runs.
function leftover(b) {
  const { atb, blocks, pool, end } = area;
  let e = b + 1;
  while (e < blocks && kindIn(M.HEAPU8, atb, e) === TAIL) {
    e++;
  }
  const w = words();
  const first = (pool + (b << 4)) >> 2;
  const inHeap = (v) => v >= pool && v < end && ((v - pool) & 15) === 0;
  if (e - b === 1 && (w[first] & 0xfeffffff) === 0x00020000) {
    return (
      inHeap(w[first + 1]) && (w[first + 2] === 0 || inHeap(w[first + 2])) &&
      w[first + 3] === 0
    );
  }
  const slots = ((e - b) << 4) >> 3;
  const index = new Uint8Array(slots);
  let used = 0;
  for (let i = 0; i < slots; i++) {
    const key = w[first + 2 * i];
    const value = w[first + 2 * i + 1];
    if (key === 0 && value === 0) {
      continue;
    }
    if ((key & 7) !== 2 || key === 2 || (value & 1) !== 1 || value >> 1 >= slots ||
        index[value >> 1]) {
      return false;
    }
    index[value >> 1] = 1;
    used++;
  }
  return used > 0 && index.subarray(0, used).every((n) => n === 1);
}

// Before a collection inside a loop pass: mark (as the collector marks)
// the scratch the interpreter's C code on the way may hold where the
// collector cannot see it, and what that points to, so that it is kept:
// any block that has no type (an array of arguments, a string being built)
// and that no heap word points at, like the arguments of an __init__ call
// (a block without a type that is not scratch belongs to an object, which
// points at it), but for what a finished import left (leftover: kept, it
// would count every module imported since the last pass as the game's,
// where a board frees it). An object with a type that only C code holds is
// not seen (a list sorted() is still building); the game's paths have none, as the
// objects C code hands to Python are on the Python stack. (The C stack in
// memory is not scanned: its stale words would keep garbage a board frees.)
function keepHeld(fresh) {
  const bytes = M.HEAPU8;
  const w = words();
  const { atb, blocks, pool, end, type } = area;
  const kind = (b) => kindIn(bytes, atb, b);
  const at = (b) => (pool + (b << 4)) >> 2;
  const stack = [];
  const keep = (b) => {
    if (kind(b) === HEAD) {
      bytes[atb + (b >> 2)] |= 3 << ((b & 3) << 1);
      stack.push(b);
    }
  };
  const points = (v) => v >= pool && v < end && ((v - pool) & 15) === 0;
  pointed.fill(0);
  for (let b = 0; b < blocks; ) {
    if (kind(b) !== HEAD) {
      b++;
      continue;
    }
    let e = b + 1;
    while (e < blocks && kind(e) === TAIL) {
      e++;
    }
    for (let p = at(b); p < at(e); p++) {
      if (points(w[p])) {
        pointed[(w[p] - pool) >> 4] = 1;
      }
    }
    b = e;
  }
  if (fresh) {
    // Inside an allocation: what was allocated since the last snapshot may
    // be held by C code only (a list whose items are being allocated).
    for (let b = 0; b < blocks; b++) {
      if (kind(b) === HEAD && kindIn(seen, 0, b) !== HEAD) {
        keep(b);
      }
    }
  }
  for (let b = 0; b < blocks; b++) {
    if (!pointed[b] && kind(b) === HEAD) {
      const t = w[at(b)];
      const typed = (t & 3) === 0 && t < bytes.length && w[t >> 2] === type;
      if (!typed && !leftover(b)) {
        keep(b);
      }
    }
  }
  while (stack.length) {
    const b = stack.pop();
    let e = b + 1;
    while (e < blocks && kind(e) === TAIL) {
      e++;
    }
    for (let p = at(b); p < at(e); p++) {
      if (points(w[p])) {
        keep((w[p] - pool) >> 4);
      }
    }
  }
}

mp.registerJsModule("lanejs", {
  // capture(true) keeps what the interpreter prints from then on;
  // capture(false) stops and returns it, one string.
  capture(on) {
    const text = captured === null ? "" : captured.join("\n");
    captured = on ? [] : null;
    return text;
  },
  probe(inner) {
    atDepth1 = words().slice(0, SCAN);
    inner();
  },
  probed() {
    atDepth2 = words().slice(0, SCAN);
  },
  nothing(fn) {
    nothing = fn;
    nothingRef = fn._ref;
    nothingOut = M._malloc(16);
  },
  // Find the heap's area record: pool start and end, total bytes apart
  // (one of the sizes given), around an object's address, after the table's
  // start and length; note where the type of types is (an object's first
  // word points at its type, whose first word points there). The heap's
  // size, or 0.
  locate(total1, total2, address, type) {
    const w = words();
    for (const total of [total1, total2]) {
      for (let i = 4; i < SCAN - 1; i++) {
        if (w[i + 1] - w[i] === total && w[i] <= address && address < w[i + 1] &&
            w[i - 3] * 64 === total) {
          area = {
            record: i - 5, // the area's "next" word
            atb: w[i - 4],
            blocks: total >> 4,
            pool: w[i],
            end: w[i + 1],
            type,
          };
          pointed = new Uint8Array(area.blocks);
          seen = M.HEAPU8.slice(area.atb, area.atb + (area.blocks >> 2));
          return total;
        }
      }
    }
    return 0;
  },
  // A snapshot of the allocation table (what is allocated after it counts
  // as new, and is kept by a collection inside an allocation).
  snap() {
    checkAreas();
    seen = M.HEAPU8.slice(area.atb, area.atb + (area.blocks >> 2));
  },
  // The size of the first allocation beyond the capped heap, or 0.
  exceeded() {
    checkAreas();
    return exceeded;
  },
  // A collection now. full: between two loop passes, where nothing but
  // Python frames is on the way; otherwise keepHeld() first.
  collect(full) {
    checkAreas();
    const started = performance.now();
    if (!full) {
      keepHeld(false);
    }
    enterAtTop();
    const kind = full ? "full" : "held";
    collections[kind] += 1;
    collections[kind + "Ms"] += performance.now() - started;
  },
});
const atDepth0 = words().slice(0, SCAN);
mp.runPython(
  "import lanejs\ndef _probed():\n    lanejs.probed()\nlanejs.probe(_probed)\n" +
    "def _nothing():\n    pass\nlanejs.nothing(_nothing)\n",
);
const found = [];
for (let i = 0; i < SCAN; i++) {
  if (atDepth0[i] === 0 && atDepth1[i] === 1 && atDepth2[i] === 2) {
    found.push(i);
  }
}
if (found.length !== 1) {
  process.stdout.write("LANE32 end " + JSON.stringify({
    ok: false,
    reason: "cannot find the interpreter's entry count (" + found.length + " candidates)",
  }) + "\n");
  process.exit(0);
}
depthWord = found[0];

function copyTree(from, to) {
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = to + "/" + entry.name;
    if (entry.isDirectory()) {
      mp.FS.mkdir(target);
      copyTree(source, target);
    } else {
      mp.FS.writeFile(target, fs.readFileSync(source));
    }
  }
}
copyTree(tree, "");

// Take every piece of C memory a new heap area could use (anything of
// 16 KB or more), keeping 64 KB back for the runner's own small needs.
const malloc = mp._module._malloc;
const reserve = malloc(65536);
capped = true;
for (let size = heap; size >= 16384; size >>= 1) {
  while (malloc(size)) {
    // held for good
  }
}
mp._module._free(reserve);

function python(code) {
  try {
    mp.runPython(code);
    return null;
  } catch (error) {
    if (error.name !== "PythonError") {
      throw error;
    }
    return error;
  }
}

const failed = python(
  "import os, sys\nos.chdir('/')\nsys.path[:] = ['', '/rom/lane', '/rom/lib', '/lib']\n" +
    "import lane\nlane.setup(" + JSON.stringify(settings) + ")\n",
);
if (failed) {
  process.stdout.write("LANE32 end " + JSON.stringify({
    ok: false, reason: "setup: " + failed.type + ": " + failed.message.trim(),
  }) + "\n");
  process.exit(0);
}
const imports = JSON.parse(settings).imports;
if (imports) {
  const failedImport = python("import lane\nlane.import_costs(" + JSON.stringify(imports) + ")\n");
  if (failedImport) {
    process.stdout.write(failedImport.message + "\n");
  }
  process.exit(0);
}
const error = python("import lane\nlane.run_code('/code.py')\n");
if (error) {
  process.stdout.write(error.message + "\n");
}
