// Burgle Bros in words for the renderer: names of rooms and cards, short card texts, labels for
// every action and a sentence for every pending question. Facts from the game's README.md.

export const ROOM_NAMES = {
  safe: 'Safe', stairs: 'Stairs', walkway: 'Walkway', laboratory: 'Laboratory', lavatory: 'Lavatory',
  service_duct: 'Service Duct', secret_door: 'Secret Door', computer_fingerprint: 'Fingerprint Computer',
  computer_laser: 'Laser Computer', computer_motion: 'Motion Computer', camera: 'Camera', laser: 'Laser',
  motion: 'Motion', detector: 'Detector', fingerprint: 'Fingerprint', thermo: 'Thermo', keypad: 'Keypad',
  deadbolt: 'Deadbolt', foyer: 'Foyer', atrium: 'Atrium',
};

const SHY = '\u00ad';  // a soft hyphen: long names break inside small tiles

/** Room names on the tiles, with soft hyphens where a narrow tile may break them. */
export const TILE_NAMES = Object.fromEntries(Object.entries(ROOM_NAMES).map(([k, v]) => [k, v
  .replace('Fingerprint', `Finger${SHY}print`).replace('Computer', 'Comp.').replace('Laboratory', `Labo${SHY}ratory`)
  .replace('Lavatory', `Lava${SHY}tory`).replace('Detector', `De${SHY}tector`)]));

/** What each ability does, in a line (the view names the ability; its text is the card's). */
export const ABILITY_TEXT = {
  Flexibility: 'Moving into a guard’s room is free and costs no stealth; still there when the actions end, you lose a token.',
  'Climb Window': 'From an outer room, with 3+ actions: climb a floor up or down; it takes every action left.',
  Jammer: 'Fingerprint, Laser and Motion rooms stay silent for you and anyone in your room.',
  Laptop: 'One action: load a hack token of any kind.',
  'X-Ray': 'Once a turn, free: peek through a wall.',
  Enhance: 'Once a turn, free: peek one or two steps away through open doors.',
  Crybaby: 'Free: set off alarms in the open rooms next to you.',
  Reroute: 'Once a turn, free: pocket the alarm in your room, or set it off again where you stand.',
  'Steady Hands': 'One more die at safes and keypads.',
  Drill: 'Add dice and roll on the safes straight above and below you.',
  Distract: 'Free: place the crow up to two rooms away; a guard entering its room loses a move.',
  Disrupt: 'The crow on your room: a guard starting his walk there with no alarm on his floor stays put.',
  'The Solution': 'Starts with the Dynamite. Whoever finds a tool may draw two and keep one.',
  Tinker: 'Free: give up a stealth token for a tool. Found tools: draw two, keep one.',
  Orders: 'Once a turn, one action: another thief moves one room (Lasers and Deadbolts cost nothing).',
  Disguise: 'First thing in your turn, one action: swap places with another thief.',
  Clairvoyance: 'Once a turn, one action: see the top patrol card of your floor; keep it on top or send it under.',
  Precognition: 'Once a turn, one action: see the top event card; keep it on top or send it under.',
};

/** Each character's abilities: [basic side, advanced side]. */
const ABILITIES = {
  acrobat: ['Flexibility', 'Climb Window'], hacker: ['Jammer', 'Laptop'], hawk: ['X-Ray', 'Enhance'], juicer: ['Crybaby', 'Reroute'],
  peterman: ['Steady Hands', 'Drill'], raven: ['Distract', 'Disrupt'], rigger: ['The Solution', 'Tinker'], rook: ['Orders', 'Disguise'],
  spotter: ['Clairvoyance', 'Precognition'],
};

function abilityOf(character, side) {
  const pair = ABILITIES[character];
  return pair ? pair[side === 'advanced' ? 1 : 0] : '';
}

export const TOOL_TEXT = {
  blueprints: 'Reveal any face-down room.', crowbar: 'A revealed room through an open door stops blocking and sounding.',
  crystal_ball: 'Look at the top three events and put them back in any order.', donuts: 'A guard skips his next walk.',
  dynamite: 'Blow a wall of your room (and set off an alarm there).', emp: 'Every alarm off and silent until your next turn.',
  invisible_suit: '+1 action; guards and cameras do not see you while you move.', makeup_kit: 'Stealth for everyone in your room.',
  rollerskates: 'Two more actions this turn.', smoke_bomb: 'Stealth tokens in your room.',
  stethoscope: 'After a roll, set one die to any face still missing.', thermal_bomb: 'A hole up or down from your room, and an alarm there.',
  virus: 'Three hack tokens on revealed computers.',
};

export const LOOT_TEXT = {
  bust: 'No tools while you hold it.', chihuahua: 'Rolls at the start of your turn and may bark an alarm.',
  cursed_goblet: 'It took a stealth token when the safe opened.', gemstone: '+1 action to enter a room with other thieves.',
  gold_bar: 'Two bars; one thief cannot carry both.', isotope: 'Sets off Thermo rooms you enter.',
  keycard: 'Rolling at a safe needs its holder there.', mirror: 'One action fewer a turn; Lasers never cost or sound.',
  painting: 'No Secret Doors or Service Ducts.', persian_kitty: 'Runs toward the nearest alarm; no escape while it is loose.',
  stamp: 'An event is drawn with three actions used too.', tiara: 'A guard next door sees you when you move in.',
};

export const EVENT_TEXT = {
  brown_out: 'Every alarm goes dark; a new patrol card for each.', buddy_system: 'Bring another thief into your room.',
  change_of_plans: 'No alarm on your floor: the guard draws a new destination.', crash: 'No alarm on your floor: the guard heads for your room.',
  daydreaming: 'The guard on your floor moves one less.', dead_drop: 'Pass all your tools and loot to the thief on your right.',
  espresso: 'The guard on your floor moves one more.', freight_elevator: 'Ride up a floor.',
  go_with_your_gut: 'Step into a face-down room next to you.', gymnastics: 'Until your next turn, a Walkway above works like stairs.',
  heads_up: 'The next thief gets one more action.', jump_the_gun: 'The next thief’s turn is skipped.',
  jury_rig: 'Gain a tool.', keycode_change: 'Every open keypad locks again.', lampshade: 'Gain a stealth token.',
  lost_grip: 'Fall down a floor.', peekhole: 'Peek at a room next to you, through walls and floors.',
  reboot: 'Every revealed computer goes back to one hack token.', shift_change: 'Your guard rests; the others walk.',
  shoplifting: 'Alarms in every Laboratory a tool was taken from.', squeak: 'The guard steps toward the nearest thief.',
  switch_signs: 'The guard and his destination swap places.', throw_voice: 'Move the guard’s destination to a room next to it.',
  time_lock: 'No stairs until your next turn.', video_loop: 'Cameras are off until your next turn.',
  where_is_he: 'The guard jumps to where he was heading.',
};

export const EFFECT_NAMES = { emp: 'E.M.P.', gymnastics: 'Gymnastics', time_lock: 'Time Lock', video_loop: 'Video Loop' };

const CARD_NAMES = { emp: 'E.M.P.', crash: 'Crash!', heads_up: 'Heads Up!', squeak: 'Squeak!', where_is_he: 'Where Is He?' };

/** A card or room id as words: "crystal_ball" -> "Crystal Ball". */
export function title(id) {
  if (id === null || id === undefined) return '';
  return ROOM_NAMES[id] || CARD_NAMES[id] || String(id).replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

/** "B3" for a square of a floor. */
export function squareName(square, size) {
  return `${'ABCDE'[square % size]}${Math.floor(square / size) + 1}`;
}

/** "B3 on floor 2" for a cell of the building. */
export function cellName(cell, view) {
  const squares = view.size * view.size;
  return `${squareName(cell % squares, view.size)} on floor ${Math.floor(cell / squares) + 1}`;
}

/** The thief's name: the seat's player, or "Ana's thief 2" when one player runs the whole crew. */
export function thiefName(i, view, names) {
  const solo = names.length < view.thieves.length;
  if (!solo) return names[i] ?? `Thief ${i + 1}`;
  return `${names[0] ?? 'Player 1'}’s thief ${i + 1}`;
}

const HOW = { pay: ', paying one more action', alarm: ', setting off the alarm', hack: ', with a hack token' };
const EXIT = { alarm: ' (leaving sets off the Motion alarm)', hack: ' (a Motion hack token as you leave)' };

function moveText(action, view) {
  return `${HOW[action.how] || ''}${EXIT[action.exit] || ''}`;
}

function chooseText(a, view, names) {
  if (Number.isInteger(a.cell)) return `Choose ${cellName(a.cell, view)}`;
  if (Number.isInteger(a.floor)) return `The guard of floor ${a.floor + 1}`;
  if (Number.isInteger(a.face)) return `Set a die to ${a.face}`;
  if (Number.isInteger(a.seat)) return thiefName(a.seat, view, names);
  if (a.kind) return `A ${a.kind} hack token`;
  if (a.card) return title(a.card);
  return { top: 'Leave it on top', bottom: 'Put it at the bottom', up: 'Blow a hole up', down: 'Blow a hole down' }[a.option] || String(a.option);
}

/** A readable label for any legal action (null when the renderer has none: the server's is used). */
export function actionText(a, view, names) {
  const where = (c) => cellName(c, view);
  const who = (i) => thiefName(i, view, names);
  const prompt = view.prompt || {};
  switch (a.type) {
    case 'move': return `Move to ${where(a.to)}${moveText(a, view)}`;
    case 'peek': return `Peek at ${where(a.cell)}`;
    case 'entrance': return `${prompt.final ? 'Enter' : 'Propose to enter'} at ${squareName(a.cell, view.size)}`;
    case 'beam': return `${prompt.final ? 'Put' : 'Propose'} the beam at ${squareName(a.square, view.size)}`;
    case 'accept': return 'Accept';
    case 'decline': return 'Decline';
    case 'alarm': return `Send the guard to the alarm at ${where(a.cell)}`;
    case 'draw': return a.count === 2 ? 'Draw two tools, keep one' : 'Draw one tool';
    case 'keep': return `Keep the ${title(a.tool)}`;
    case 'side': {
      const ability = abilityOf(view.thieves[prompt.seat ?? 0]?.character, a.side);
      return `Play the ${a.side} side${ability ? `: ${ability}` : ''}`;
    }
    case 'character': return `${title(a.character)}, ${a.side} side: ${abilityOf(a.character, a.side)}`;
    case 'enter': return { pay: 'Pay one more action', alarm: 'Set off the alarm', hack: 'Use a hack token' }[a.how] || `Enter: ${a.how}`;
    case 'escape': return 'Escape to the roof';
    case 'hack': return 'Hack the computer (1 action)';
    case 'add_die': return `Add a die at the safe ${where(a.safe)} (2 actions)`;
    case 'roll': return `Roll the dice at the safe ${where(a.safe)} (1 action)`;
    case 'pickup': return `Pick up the ${title(a.item)}`;
    case 'tool': return `Use the ${title(a.tool)}`;
    case 'offer': return 'give' in a ? `Give the ${title(a.give)} to ${who(a.seat)}` : `Ask ${who(a.seat)} for the ${title(a.take)}`;
    case 'climb': return `Climb a window ${a.way}${HOW[a.how] || ''}${EXIT[a.exit] || ''} (every action left)`;
    case 'laptop': return 'Load a hack token on the laptop (1 action)';
    case 'xray': return `X-Ray: peek through the wall at ${where(a.cell)}`;
    case 'enhance': return `Enhance: peek at ${where(a.cell)}`;
    case 'crybaby': return `Cry out: an alarm at ${where(a.cell)}`;
    case 'reroute': return a.how === 'take' ? 'Reroute: pocket the alarm here' : 'Reroute: set the pocketed alarm off here';
    case 'crow': return `Send the crow to ${where(a.cell)}`;
    case 'tinker': return 'Tinker: a stealth token for a tool';
    case 'orders': return `Give orders to ${who(a.seat)} (1 action)`;
    case 'disguise': return `Swap places with ${who(a.seat)} (1 action)`;
    case 'clairvoyance': return 'See the top patrol card (1 action)';
    case 'precognition': return 'See the top event card (1 action)';
    case 'choose': return chooseText(a, view, names);
    case 'skip': return 'Skip';
    case 'end_turn': return 'End the turn';
    default: return null;
  }
}

function proposalText(choice, view) {
  if (!choice) return 'a choice';
  if (choice.type === 'beam') return `the beam at ${squareName(choice.square, view.size)}`;
  return `the entrance at ${squareName(choice.cell, view.size)}`;
}

function offerText(offer, view, names) {
  if (!offer) return 'a trade';
  return 'give' in offer ? `to give you the ${title(offer.give)}` : `to take your ${title(offer.take)}`;
}

/** The pending question in a sentence: who is asked and what. */
export function promptText(p, view, names) {
  const who = thiefName(p.seat, view, names);
  const top = (deck) => (deck && deck.known_top && deck.known_top.length ? deck.known_top[0] : null);
  switch (p.kind) {
    case 'character':
      return p.options.length && p.options[0].type === 'side' ? `${who} picks a side of the ${title(view.thieves[p.seat].character)}.` : `${who} picks a character.`;
    case 'beam': return `${who} ${p.final ? 'chooses' : 'proposes'} where the beam stands: a square of the grid.`;
    case 'entrance': return `${who} ${p.final ? 'chooses' : 'proposes'} the entrance: a room of the ground floor.`;
    case 'vote': return `${thiefName(p.by, view, names)} proposes ${proposalText(p.choice, view)}. ${who} accepts or declines.`;
    case 'enter': return `${p.mover === p.seat ? who : thiefName(p.mover, view, names)} walks into ${title(roomAt(view, p.cell))} at ${cellName(p.cell, view)}: how?`;
    case 'alarm_tie': return `The floor ${p.floor + 1} guard has alarms equally near: ${who} picks where he goes.`;
    case 'tool_draw': return `${who} finds a tool: draw one, or two and keep one.`;
    case 'keep_tool': return `${who} keeps one of the two tools drawn.`;
    case 'trade': return `${thiefName(p.from, view, names)} offers ${offerText(p.offer, view, names)}: ${who} accepts or declines.`;
    case 'orders': return `Orders: ${who} picks where ${thiefName(p.mover, view, names)} moves.`;
    case 'clairvoyance': return `The next floor ${p.floor + 1} patrol card is ${squareOr(top(view.patrol[p.floor]), view)}: on top or under?`;
    case 'precognition': return `The next event is ${title(top(view.events)) || 'unknown'}: on top or under?`;
    default:
      if (EVENT_TEXT[p.kind]) return `Event ${title(p.kind)}: ${EVENT_TEXT[p.kind]} ${who} chooses.`;
      if (TOOL_TEXT[p.kind]) return `${who} uses the ${title(p.kind)}: ${TOOL_TEXT[p.kind]}`;
      return `${who} answers: ${title(p.kind)}.`;
  }
}

function squareOr(card, view) {
  if (card === null || card === undefined) return 'unknown';
  return card < 0 ? 'Lost Visual' : squareName(card, view.size);
}

/** A patrol card's name (a square of the floor, or Lost Visual). */
export function patrolCard(card, view) {
  return squareOr(card, view);
}

/** The room kind at a revealed cell, else null. */
export function roomAt(view, cell) {
  const found = view.rooms.find((r) => r[0] === cell);
  return found ? found[1] : null;
}
