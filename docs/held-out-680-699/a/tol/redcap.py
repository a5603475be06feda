import sys, json, os
sys.path.insert(0, '/work/main/tools/browser-tests')
import differential, reduce
CAP=float(os.environ['CAP']); TOL=0.05
def maxdiff(a,b):
    m=0
    for k in ('x','y','width','height'): m=max(m,abs(a[k]-b[k]))
    for c,e in zip(a.get('children',[]),b.get('children',[])): m=max(m,maxdiff(c,e))
    if len(a.get('children',[]))!=len(b.get('children',[])): m=1e9
    return m
orig=differential.differences
class D: pass
def capped(got, chrom, tol, **kw):
    m=maxdiff(got,chrom)
    return ['d'] if TOL < m <= CAP else []
reduce.differential.differences=capped
out = sys.argv[1]; files = sys.argv[2:]
gk = differential.GridKit('/work/listing/gridkit-aa5570b', 2)
docs = {}
for f in files:
    d = json.load(open(f)); docs[d['name']] = d['input']
mins = reduce.reduce_all(docs, gk, TOL)
cases = [{"name": n, "input": d} for n, d in mins.items()]
chrom = reduce.browser(cases)
for n, d in mins.items():
    got, _ = gk.one(d)
    json.dump({"name": n, "input": d, "expected": chrom.get(n), "gridkit": got}, open(os.path.join(out, n + '.cap.min.json'), 'w'), indent=1)
    print(n, json.dumps(d)[:800])
