// A tiny engine for the generic `command` engine protocol: the prompt arrives on stdin, one JSON
// object goes to stdout ({ text, usage, model }). Offline; it only counts words.
let prompt = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => (prompt += chunk));
process.stdin.on('end', () => {
  const words = prompt.split(/\s+/).filter(Boolean).length;
  const answer = {
    text: `received ${words} words`,
    output: { words },
    usage: { inputTokens: words, outputTokens: 3 },
    model: 'echo-1',
  };
  process.stdout.write(`${JSON.stringify(answer)}\n`);
});
