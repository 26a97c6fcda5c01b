// supabase-js builds a realtime client eagerly and Node 20 has no global WebSocket
// (TOOLCHAIN.md pitfall 4). Node-only: the browser bundle never sees this.
import WebSocket from 'ws';

globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;
