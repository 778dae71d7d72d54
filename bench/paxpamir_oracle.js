// A line-oriented driver for an external Pax Pamir rules module (Rally the Troops' rules.js),
// used only by Meeple's differential tests. It holds no rules of its own.
// Each input line is a JSON request; each output line the JSON answer:
//   {"op": "view", "state": S, "role": R}          -> {"view": view(S, R)} (actions and prompt)
//   {"op": "action", "state": S, "role": R, "verb": V, "arg": A} -> {"state": S'}
// Errors answer {"error": message}. The module's path comes from PAXPAMIR_ORACLE.
"use strict"
const path = process.env.PAXPAMIR_ORACLE || "/work/shared/oracles/paxpamir/rules.js"
const rules = require(path)
const readline = require("readline")
const rl = readline.createInterface({ input: process.stdin })
rl.on("line", (line) => {
	let out
	try {
		const req = JSON.parse(line)
		if (req.op === "view") {
			const v = rules.view(req.state, req.role)
			out = { view: { actions: v.actions || null, prompt: v.prompt } }
		} else if (req.op === "action") {
			out = { state: rules.action(req.state, req.role, req.verb, req.arg) }
		} else if (req.op === "roles") {
			out = { roles: rules.roles(req.scenario) }
		} else {
			out = { error: "unknown op" }
		}
	} catch (e) {
		out = { error: String(e && e.message || e) }
	}
	process.stdout.write(JSON.stringify(out) + "\n")
})
