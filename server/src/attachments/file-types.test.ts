import { describe, expect, it } from '@jest/globals';
import { classifyFile, FileTypeNotAllowedError } from './file-types';
import { cleanFileName } from './file-name';

const pngHead = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const zipHead = Buffer.from([0x50, 0x4b, 0x03, 0x04, 20, 0]);

describe('which files are accepted', () => {
  it('recognises images by their bytes, whatever their name or declared type says', () => {
    expect(classifyFile(pngHead, 'photo.jpg', 'image/jpeg').contentType).toBe('image/png');
    expect(classifyFile(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'scan', 'application/octet-stream').contentType).toBe('image/jpeg');
    expect(classifyFile(Buffer.from('GIF89a...'), 'a.gif', '').contentType).toBe('image/gif');
    expect(classifyFile(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'), 'a.webp', 'image/webp').contentType).toBe('image/webp');
  });

  it('refuses an "image" whose bytes are HTML, and any SVG or HTML file', () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect(() => classifyFile(html, 'cat.png', 'image/png')).toThrow(/not a valid PNG, JPEG, GIF or WebP image/);
    expect(() => classifyFile(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.svg', 'image/svg+xml')).toThrow(FileTypeNotAllowedError);
    expect(() => classifyFile(html, 'page.html', 'text/html')).toThrow(FileTypeNotAllowedError);
    expect(() => classifyFile(html, 'notes.txt', 'text/plain')).toThrow(/not a valid text file/);
    expect(() => classifyFile(Buffer.from('\uFEFF  <!DOCTYPE html>'), 'data.csv', 'text/csv')).toThrow(FileTypeNotAllowedError);
  });

  it('accepts documents whose content matches their format, and nothing else', () => {
    expect(classifyFile(Buffer.from('%PDF-1.7\n'), 'invoice.pdf', 'application/pdf').contentType).toBe('application/pdf');
    expect(classifyFile(Buffer.from('a,b\n1,2\n'), 'export.csv', 'text/csv').contentType).toBe('text/csv');
    expect(classifyFile(Buffer.from('plain words'), 'readme.txt', '').contentType).toBe('text/plain');
    expect(classifyFile(zipHead, 'report.docx', '').contentType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(classifyFile(zipHead, 'bundle.zip', 'application/zip').contentType).toBe('application/zip');
    expect(() => classifyFile(Buffer.from('MZ\x90\x00'), 'setup.pdf', 'application/pdf')).toThrow(/not a valid PDF/);
    expect(() => classifyFile(Buffer.from('MZ\x90\x00'), 'setup.exe', 'application/octet-stream')).toThrow(/not allowed/);
    expect(() => classifyFile(Buffer.from('#!/bin/sh'), 'run.sh', 'text/x-sh')).toThrow(/not allowed/);
  });

  it('keeps only a harmless file name', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('C:\\Users\\ada\\report.pdf')).toBe('report.pdf');
    expect(cleanFileName('evil\u202egpj.exe')).toBe('evilgpj.exe');
    expect(cleanFileName('..')).toBe('file');
    expect(cleanFileName(`${'a'.repeat(300)}.pdf`)).toMatch(/^a{196}\.pdf$/);
  });
});
