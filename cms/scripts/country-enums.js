/**
 * The country of a property, a development and an area is an enumeration in its schema.json
 * (Strapi reads the list from there), and the list is the contract's COUNTRY_NAMES: the one
 * source. `await sync({ write })` answers the schema files whose list differs and, with `write`,
 * rewrites their list from the contract (scripts/types.js runs it first: the check in
 * `npm run typecheck`, the writing with --write).
 */
const fs = require('fs');
const path = require('path');
const prettier = require('prettier');
const { COUNTRY_NAMES } = require('@estate/contract');

const SCHEMAS = ['property', 'development', 'area'].map((kind) =>
  path.join(__dirname, '..', 'src', 'api', kind, 'content-types', kind, 'schema.json'),
);

async function sync({ write }) {
  const stale = [];
  for (const file of SCHEMAS) {
    const schema = JSON.parse(fs.readFileSync(file, 'utf8'));
    const country = schema.attributes.country;
    if (!country || country.type !== 'enumeration') throw new Error(`${file}: no country enumeration`);
    if (JSON.stringify(country.enum) === JSON.stringify(COUNTRY_NAMES)) continue;
    stale.push(path.relative(path.join(__dirname, '..'), file));
    if (write) {
      country.enum = [...COUNTRY_NAMES];
      // In the repository's formatting, as `npm run lint` checks it.
      const options = (await prettier.resolveConfig(file)) ?? {};
      fs.writeFileSync(file, await prettier.format(JSON.stringify(schema, null, 2), { ...options, filepath: file }));
    }
  }
  return stale;
}

module.exports = { sync };
