import { buildTestApp } from './test/build-test-app.js';
const t = await buildTestApp();
const r = await t.app.inject('/api/countries');
const names = r.json().data.map((c: {name: string}) => c.name);
console.log(t.database.kind, names.slice(0,4), names.slice(-4));
const sorted = [...names].sort(new Intl.Collator('en').compare);
console.log('intl equal', JSON.stringify(sorted) === JSON.stringify(names));
for (const q of ['country=xx','country=DEU','country=ZZ','limit=0','limit=61','limit=abc','categories=Bad-Id!','categories=made_up','cursor=not-a-cursor']) {
  const x = await t.app.inject('/api/organizations?' + q); console.log(q, x.statusCode, x.body);
}
const n = await t.app.inject({method:'POST', url:'/api/newsletter', payload:{email:'nope'}}); console.log(n.statusCode, n.body);
const n2 = await t.app.inject({method:'POST', url:'/api/newsletter'}); console.log(n2.statusCode, n2.body);
const n3 = await t.app.inject({method:'POST', url:'/api/newsletter', headers:{'content-type':'application/json'}, payload:'{"email":'}); console.log(n3.statusCode, n3.body);
const n4 = await t.app.inject({method:'POST', url:'/api/newsletter', headers:{'content-type':'text/plain'}, payload:'hello'}); console.log(n4.statusCode, n4.body);
const n5 = await t.app.inject({method:'POST', url:'/api/organizations/x/y'}); console.log(n5.statusCode, n5.body);
const n6 = await t.app.inject('/api/organizations/abc'); console.log(n6.statusCode, n6.body);
await t.close();
