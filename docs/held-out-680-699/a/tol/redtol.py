import sys, json, os
sys.path.insert(0, '/work/main/tools/browser-tests')
import differential, reduce
out = sys.argv[1]; files = sys.argv[2:]
os.makedirs(out, exist_ok=True)
gk = differential.GridKit('/work/listing/gridkit-aa5570b', 2)
docs = {}
for f in files:
    d = json.load(open(f)); docs[d['name']] = d['input']
mins = reduce.reduce_all(docs, gk, float(os.environ["TOL"]))
cases = [{"name": n, "input": d} for n, d in mins.items()]
chrom = reduce.browser(cases)
for n, d in mins.items():
    got, _ = gk.one(d)
    json.dump({"name": n, "input": d, "expected": chrom.get(n), "gridkit": got}, open(os.path.join(out, n + '.tol' + os.environ['TOL'] + '.min.json'), 'w'), indent=1)
    print(n, json.dumps(d)[:600])
