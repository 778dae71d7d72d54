// Written by `python -m meeple.games.refuge.view` from components.py: do not edit.
export const TILES = {
 "berries": {
  "animals": 1,
  "back": "meadow",
  "bang": false,
  "cost": 3,
  "effect": "1 heart \u00d7 berries",
  "text": "1 heart per berries tile already in your path"
 },
 "bramble": {
  "animals": 0,
  "back": "forest",
  "bang": true,
  "cost": 0,
  "effect": "",
  "text": ""
 },
 "burrow": {
  "animals": 2,
  "back": "forest",
  "bang": false,
  "cost": 5,
  "effect": "again",
  "text": "play another tile"
 },
 "copse": {
  "animals": 2,
  "back": "forest",
  "bang": false,
  "cost": 0,
  "effect": "",
  "text": ""
 },
 "fork": {
  "animals": 0,
  "back": "meadow",
  "bang": false,
  "cost": 2,
  "effect": "1 boot / 1 heart",
  "text": "1 boot or 1 heart"
 },
 "foxden": {
  "animals": 2,
  "back": "forest",
  "bang": false,
  "cost": 6,
  "effect": "1 heart \u00d7 storm",
  "text": "1 heart per storm on the weather track"
 },
 "glade": {
  "animals": 4,
  "back": "forest",
  "bang": false,
  "cost": 5,
  "effect": "",
  "text": ""
 },
 "hedge": {
  "animals": 1,
  "back": "meadow",
  "bang": false,
  "cost": 0,
  "effect": "",
  "text": ""
 },
 "lookout": {
  "animals": 0,
  "back": "meadow",
  "bang": false,
  "cost": 0,
  "effect": "1 heart",
  "text": "1 heart"
 },
 "oak": {
  "animals": 1,
  "back": "forest",
  "bang": false,
  "cost": 5,
  "effect": "1 heart \u00d7 forest",
  "text": "1 heart per forest tile in your path"
 },
 "pond": {
  "animals": 2,
  "back": "meadow",
  "bang": false,
  "cost": 2,
  "effect": "",
  "text": ""
 },
 "puddle": {
  "animals": 0,
  "back": "meadow",
  "bang": false,
  "cost": 3,
  "effect": "1 boot \u00d7 rain",
  "text": "1 boot per rain on the weather track"
 },
 "rain": {
  "animals": 0,
  "back": "weather",
  "bang": false,
  "cost": 0,
  "effect": "",
  "text": ""
 },
 "ridge": {
  "animals": 0,
  "back": "forest",
  "bang": true,
  "cost": 3,
  "effect": "3 boots",
  "text": "3 boots"
 },
 "shortcut": {
  "animals": 0,
  "back": "meadow",
  "bang": false,
  "cost": 2,
  "effect": "again",
  "text": "play another tile"
 },
 "spring": {
  "animals": 1,
  "back": "meadow",
  "bang": false,
  "cost": 5,
  "effect": "1 heart + again",
  "text": "1 heart, then play another tile"
 },
 "stile": {
  "animals": 0,
  "back": "meadow",
  "bang": false,
  "cost": 2,
  "effect": "2 boots",
  "text": "2 boots"
 },
 "storm": {
  "animals": 0,
  "back": "weather",
  "bang": false,
  "cost": 0,
  "effect": "",
  "text": ""
 },
 "summit": {
  "animals": 0,
  "back": "meadow",
  "bang": true,
  "cost": 6,
  "effect": "3 hearts",
  "text": "3 hearts"
 },
 "sun": {
  "animals": 0,
  "back": "weather",
  "bang": false,
  "cost": 0,
  "effect": "",
  "text": ""
 },
 "sunbank": {
  "animals": 0,
  "back": "meadow",
  "bang": false,
  "cost": 3,
  "effect": "1 heart \u00d7 sun",
  "text": "1 heart per sun on the weather track"
 },
 "trail": {
  "animals": 0,
  "back": "meadow",
  "bang": false,
  "cost": 0,
  "effect": "1 boot",
  "text": "1 boot"
 },
 "woodcut": {
  "animals": 1,
  "back": "forest",
  "bang": false,
  "cost": 4,
  "effect": "remove + 1 boot",
  "text": "you may remove the other drawn tile from the game, then 1 boot"
 }
};
