// A signing thread of a certificate batch (docs/decisions/0041-open-badges-credentials.md, addendum
// on batch speed): signs the credentials it is sent with the key it is sent, Data Integrity
// `eddsa-rdfc-2022` by the Digital Bazaar libraries, exactly as the main thread would
// (service.ts). Plain JavaScript so that it runs unbuilt next to the sources and copied next to
// the bundled server (build.mjs). It loads the JSON-LD contexts it is given (the shipped set),
// nothing else.
import { parentPort, workerData } from "node:worker_threads";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import * as Ed25519Multikey from "@digitalbazaar/ed25519-multikey";
import { cryptosuite } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import * as vc from "@digitalbazaar/vc";

const contexts = new Map(workerData.contexts);
const documentLoader = async (url) => {
  if (!contexts.has(url)) throw new Error(`${url} is not a shipped context`);
  return { contextUrl: null, documentUrl: url, document: contexts.get(url) };
};

const signers = new Map();
async function signerOf(key) {
  let signer = signers.get(key.id);
  if (!signer) {
    signer = (await Ed25519Multikey.from({ type: "Multikey", ...key })).signer();
    signers.set(key.id, signer);
  }
  return signer;
}

parentPort.on("message", async ({ job, key, date, credentials }) => {
  try {
    const signer = await signerOf(key);
    const now = new Date(date);
    const signed = [];
    for (const credential of credentials) {
      const suite = new DataIntegrityProof({ signer, cryptosuite, date: now });
      signed.push(await vc.issue({ credential, suite, documentLoader, now }));
    }
    parentPort.postMessage({ job, signed });
  } catch (error) {
    parentPort.postMessage({ job, error: error?.message || String(error) });
  }
});
