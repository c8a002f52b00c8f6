// What each visit costs the database: every object store's rows and every index's entries, counted by
// IndexedDB itself after seeding, divided by the visits seeded. Each row and each entry is paid at every
// check-in and in the database's size (docs/decisions/trigram-blocks.md: keep it small).

/** Runs in the page: rows and index entries per object store of the app's database. */
async function countEntries(dbName) {
  const db = await new Promise((resolve, reject) => {
    const request = indexedDB.open(dbName);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const counted = (request) =>
    new Promise((resolve, reject) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  try {
    const stores = {};
    for (const name of db.objectStoreNames) {
      const store = db.transaction(name, 'readonly').objectStore(name);
      const indexes = await Promise.all(
        [...store.indexNames].map((index) => counted(store.index(index).count())),
      );
      stores[name] = { rows: await counted(store.count()), indexEntries: indexes.reduce((a, b) => a + b, 0) };
    }
    return stores;
  } finally {
    db.close();
  }
}

/** Rows plus index entries per visit, over every store, and the counts by store. */
export async function entriesPerVisit(page, dbName, visits) {
  const stores = await page.evaluate(countEntries, dbName);
  const total = Object.values(stores).reduce((sum, store) => sum + store.rows + store.indexEntries, 0);
  return { perVisit: total / visits, stores };
}
