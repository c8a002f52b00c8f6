const { SourceMapConsumer } = require('source-map-js');
const fs = require('fs');
for (const file of process.argv.slice(2)) {
  const code = fs.readFileSync(file, 'utf8');
  const map = JSON.parse(fs.readFileSync(file + '.map', 'utf8'));
  const consumer = new SourceMapConsumer(map);
  const lines = code.split('\n');
  const bytes = {};
  let prev = null;
  consumer.eachMapping((m) => {
    if (prev && prev.generatedLine === m.generatedLine) {
      const len = m.generatedColumn - prev.generatedColumn;
      const src = prev.source || '?';
      bytes[src] = (bytes[src] || 0) + len;
    }
    prev = m;
  });
  const list = Object.entries(bytes).sort((a, b) => b[1] - a[1]).slice(0, 25);
  console.log('==', file);
  for (const [s, b] of list) console.log(String(b).padStart(7), s.replace(/.*node_modules\//, 'nm/').replace(/.*\/src\//, 'src/'));
}
