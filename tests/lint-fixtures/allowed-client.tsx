"use client";

// Linted as apps/web/src/components/blog: what a client component may import.
import { useState } from "react";
import { buildBlogFilter } from "@site/contract";
import { request } from "@/lib/request";
import { parseListParams } from "./list-state";

export const fixture = { useState, buildBlogFilter, request, parseListParams };
