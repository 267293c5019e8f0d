// AssemblyScript's integer types, so files in this folder type-check as TypeScript too.
declare type i32 = number;
declare type u32 = number;
