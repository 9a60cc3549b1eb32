/**
 * Street vocabulary after the USPS Publication 28 tables, as
 * `canonical|variant|variant` rows (the libpostal dictionary layout): the
 * first entry is the USPS abbreviation, the rest are spellings seen in print.
 * A kind USPS does not list stands alone on its row ("draw", common in Texas).
 */
const SUFFIX_ROWS = `
aly|alley|ally
ave|avenue|av|aven|avenu|avn|avnue
blvd|boulevard|boul|boulv
blf|bluff
blfs|bluffs
brk|brook
br|branch
bnd|bend
byp|bypass
cswy|causeway
cir|circle|circ
cmn|common
cmns|commons
ct|court|crt
cts|courts
cv|cove
cyn|canyon
clf|cliff
clfs|cliffs
cor|corner
crse|course
crk|creek
cres|crescent
crst|crest
xing|crossing
dr|drive|drv
est|estate
dl|dale
draw
ests|estates
expy|expressway|exp|expwy
ext|extension
fls|falls
fry|ferry
fld|field
flds|fields
frst|forest
frk|fork
fwy|freeway
gdns|gardens
gln|glen
grn|green
grv|grove
gtwy|gateway
hbr|harbor
hvn|haven
hl|hill
hls|hills
hts|heights|ht
hwy|highway|hiway
holw|hollow
is|island
jct|junction
ky|key
knl|knoll
knls|knolls
lk|lake
lks|lakes
ldg|landing
ln|lane
loop|loops
mall
mnr|manor
mdw|meadow
mdws|meadows
mews
ml|mill
mtn|mountain
orch|orchard
oval
park|prk
pkwy|parkway|pky|parkwy
pass
path
pike
pl|place
plz|plaza
pnes|pines
pt|point
prt|port
rdg|ridge
rd|road
rds|roads
rnch|ranch
row
run
shr|shore
shrs|shores
smt|summit
spgs|springs
sq|square
st|street|str|strt
sta|station
ter|terrace|terr
trce|trace
trak|track
trl|trail|tr
tpke|turnpike
vly|valley
vlg|village
via|viaduct
vw|view
vis|vista
walk
way|wy
xrd|crossroad
`;

const DIRECTION_ROWS = `
n|north
s|south
e|east
w|west
ne|northeast
nw|northwest
se|southeast
sw|southwest
`;

const UNIT_ROWS = `
apt|apartment
ste|suite|suites
unit
bldg|building
fl|floor
rm|room
dept|department
lot
#
`;

function rows(table: string): string[][] {
  return table.trim().split('\n').map((line) => line.split('|'));
}

function variantsToCanonical(table: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const row of rows(table)) for (const v of row) map.set(v, row[0]);
  return map;
}

export const STREET_SUFFIXES = variantsToCanonical(SUFFIX_ROWS);
export const DIRECTIONS = variantsToCanonical(DIRECTION_ROWS);
export const UNIT_DESIGNATORS = variantsToCanonical(UNIT_ROWS);

/** Pairs that compare as equal in accuracy scoring (entities.md): every variant -> its canonical form. */
export const EQUIVALENT_WORDS: Map<string, string> = new Map([
  ...STREET_SUFFIXES, ...DIRECTIONS, ...UNIT_DESIGNATORS, ['&', 'and'],
]);

/** Whole words of a street's kind that old print sets in lower case ("14 Main street"); short and ambiguous ones ("court", "way") are left out. */
export const LOWER_CASE_SUFFIXES: readonly string[] = ['street', 'avenue', 'road', 'lane', 'drive', 'boulevard', 'place', 'terrace'];
