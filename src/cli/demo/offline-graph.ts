// The offline example graph (examples/graphs/offline.yml), embedded so `demo` runs from the bundle
// too. test/cli keeps the two in step.
export const offlineGraphYaml = `# An offline graph: command nodes and scripted mock engines, no network and no API key.
# Run it from the repository root (the run root): every path in a graph file is relative to it.
#
#   lint ─┐
#         ├─ review (engine: reviewer, falls back to backup) ─ publish
#   test ─┘
#
# The reviewer lane is scripted to fail with an auth error, so the run records the dead lane and
# falls back once to \`backup\`, which answers with the prompt it received: the output shows how
# {{ inputs.* }} and {{ needs.*.output }} were substituted.
version: 1
concurrency: 2

inputs:
  ticket: { default: "DEMO-1", description: "The ticket the review is about" }

engines:
  reviewer:
    kind: mock
    fallback: backup
    responses:
      - error: auth
        message: "demo: the primary reviewer's key was revoked"
  backup:
    kind: mock
    responses:
      - echo: true
        usage: { input-tokens: 120, output-tokens: 40, cost-usd: 0.0012 }

nodes:
  lint:
    run: [node, -e, "console.log('lint: 0 problems')"]
    retry-safe: true
  test:
    run: node -e "console.log('12 tests passed')"
    retry-safe: true
    timeout: 2m
    env: { CI: "true" }
  review:
    needs: [lint, test]
    engine: reviewer
    retry-safe: true
    prompt: |
      Review ticket {{ inputs.ticket }}.
      Lint said: {{ needs.lint.output }}
      Tests said: {{ needs.test.output }}
  publish:
    needs: [review]
    # Not retry-safe (the default): if the worker dies while this runs, the run pauses and asks a
    # person whether it happened (retry / complete / fail) instead of publishing twice.
    run: [node, -e, "console.log('published DEMO-1')"]
`;
